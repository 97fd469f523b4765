const SAO_PAULO_DAY = new Intl.DateTimeFormat('en-CA', { timeZone: 'America/Sao_Paulo', year: 'numeric', month: '2-digit', day: '2-digit' });

/**
 * The calendar day of an instant in São Paulo, AAAA-MM-DD: the day the product's people live
 * in (insights' days, the Loteria Federal's calendar, /boss's "today"). One formatter, made
 * once: formatting a date with a new one each call is slow.
 */
export const saoPauloDay = (at: Date | string) => SAO_PAULO_DAY.format(new Date(at));

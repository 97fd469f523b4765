const SAO_PAULO_DAY = new Intl.DateTimeFormat('en-CA', { timeZone: 'America/Sao_Paulo', year: 'numeric', month: '2-digit', day: '2-digit' });

const HOUR_MS = 3_600_000;
/** From 1914 São Paulo's offsets are whole hours, so a day starts on a UTC hour. */
const WHOLE_HOUR_OFFSETS_FROM = Date.UTC(1914, 0, 1);
let lastHour = NaN;
let lastDay = '';

/**
 * The calendar day of an instant in São Paulo, AAAA-MM-DD: the day the product's people live
 * in (insights' days, the Loteria Federal's calendar, /boss's "today"). One formatter, made
 * once, and the last hour's answer kept: projections ask it for every event, most of them in
 * the same hour, and formatting costs several microseconds.
 */
export function saoPauloDay(at: Date | string): string {
  const ms = new Date(at).getTime();
  const hour = Math.floor(ms / HOUR_MS);
  if (hour === lastHour) return lastDay;
  const day = SAO_PAULO_DAY.format(ms);
  if (ms >= WHOLE_HOUR_OFFSETS_FROM) {
    lastHour = hour;
    lastDay = day;
  }
  return day;
}

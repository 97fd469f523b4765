const SAO_PAULO_PARTS = new Intl.DateTimeFormat('en-GB', {
  timeZone: 'America/Sao_Paulo',
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
  second: '2-digit',
  hourCycle: 'h23',
});

/**
 * An instant as São Paulo's wall clock, DD/MM/AAAA HH:MM:SS: what the screens show, in the
 * form spreadsheets set to pt-BR read as a date. Built from parts, so the ICU version's
 * separators (a comma or not) never change the text. One formatter, made once.
 */
export function saoPauloDateTime(at: Date | string): string {
  const parts = Object.fromEntries(SAO_PAULO_PARTS.formatToParts(new Date(at)).map((p) => [p.type, p.value]));
  return `${parts.day}/${parts.month}/${parts.year} ${parts.hour}:${parts.minute}:${parts.second}`;
}

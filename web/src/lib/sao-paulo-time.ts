/**
 * A `datetime-local` value is wall-clock time without a zone, and the browser may be set to
 * any zone, so the SPA never lets `new Date('YYYY-MM-DDTHH:mm')` guess it: the product's time
 * is America/Sao_Paulo, which has been UTC-03:00 all year since Brazil dropped DST in 2019.
 */
export const SAO_PAULO_OFFSET = '-03:00';
const OFFSET_MS = 3 * 60 * 60 * 1000;
const LOCAL_VALUE = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2})?$/;

/** '2026-12-24T18:00' (São Paulo) → '2026-12-24T21:00:00.000Z'; null when not a real moment. */
export function saoPauloLocalToIso(local: string): string | null {
  if (!LOCAL_VALUE.test(local)) return null;
  const withSeconds = local.length === 16 ? `${local}:00` : local;
  const date = new Date(`${withSeconds}${SAO_PAULO_OFFSET}`);
  return Number.isNaN(date.getTime()) ? null : date.toISOString();
}

/** '2026-12-24T21:00:00.000Z' → '2026-12-24T18:00', the value a datetime-local input shows. */
export function isoToSaoPauloLocal(iso: string): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return '';
  return new Date(date.getTime() - OFFSET_MS).toISOString().slice(0, 16);
}

/** Now as a datetime-local value in São Paulo, for the input's `min`. */
export function nowInSaoPauloLocal(now: Date = new Date()): string {
  return isoToSaoPauloLocal(now.toISOString());
}

const dateFormat = new Intl.DateTimeFormat('pt-BR', { dateStyle: 'short', timeZone: 'America/Sao_Paulo' });

/** '2026-12-12T15:00:00.000Z' → '12/12/2026', the day in São Paulo. */
export function formatSaoPauloDate(iso: string): string {
  return dateFormat.format(new Date(iso));
}

/** Today's date in São Paulo, 'YYYY-MM-DD' (the API's `Dia`), whatever zone the browser is in. */
export function saoPauloToday(now: Date = new Date()): string {
  return nowInSaoPauloLocal(now).slice(0, 10);
}

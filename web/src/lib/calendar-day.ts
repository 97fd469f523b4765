import { saoPauloToday } from './sao-paulo-time';

/**
 * A calendar day as the API writes it, 'YYYY-MM-DD' (`Dia`): already a São Paulo date, so
 * the arithmetic below is done in UTC, where no zone or daylight saving can shift a day.
 */
const CALENDAR_DAY = /^(\d{4})-(\d{2})-(\d{2})$/;
const DAY_MS = 24 * 60 * 60 * 1000;

/** A period of whole days, both ends included. */
export interface DayRange {
  de: string;
  ate: string;
}

function toUtcMs(dia: string): number {
  const match = CALENDAR_DAY.exec(dia);
  if (!match) return Number.NaN;
  const [, year, month, day] = match.map(Number) as [number, number, number, number];
  const ms = Date.UTC(year, month - 1, day);
  // 2026-02-30 rolls over into March: not a day that exists.
  return new Date(ms).getUTCDate() === day ? ms : Number.NaN;
}

/** Whether `value` is a real day written 'YYYY-MM-DD'. */
export function isCalendarDay(value: string): boolean {
  return !Number.isNaN(toUtcMs(value));
}

/** '2026-02-27' + 2 → '2026-03-01'. */
export function addDays(dia: string, days: number): string {
  return new Date(toUtcMs(dia) + days * DAY_MS).toISOString().slice(0, 10);
}

/** How many days the range covers, both ends included: a single day is 1. */
export function daysInRange({ de, ate }: DayRange): number {
  return Math.round((toUtcMs(ate) - toUtcMs(de)) / DAY_MS) + 1;
}

/** The last `count` days in São Paulo, today included. */
export function lastDays(count: number, now: Date = new Date()): DayRange {
  const ate = saoPauloToday(now);
  return { de: addDays(ate, -(count - 1)), ate };
}

/** '2026-03-05' → '05/03', how charts and tables name a day. */
export function formatDayMonth(dia: string): string {
  const match = CALENDAR_DAY.exec(dia);
  return match ? `${match[3]}/${match[2]}` : dia;
}

/** '2026-03-05' → '05/03/2026'. */
export function formatDayMonthYear(dia: string): string {
  const match = CALENDAR_DAY.exec(dia);
  return match ? `${match[3]}/${match[2]}/${match[1]}` : dia;
}

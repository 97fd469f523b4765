/** How far a moment is from now, in whole units; never negative (a past moment is 0). */
export interface TimeLeft {
  totalMs: number;
  days: number;
  hours: number;
  minutes: number;
  seconds: number;
}

export function timeUntil(target: Date | string, now: Date = new Date()): TimeLeft {
  const totalMs = Math.max(0, new Date(target).getTime() - now.getTime());
  const totalSeconds = Math.floor(totalMs / 1000);
  return {
    totalMs,
    days: Math.floor(totalSeconds / 86_400),
    hours: Math.floor((totalSeconds % 86_400) / 3600),
    minutes: Math.floor((totalSeconds % 3600) / 60),
    seconds: totalSeconds % 60,
  };
}

// Made on first use: building an Intl formatter loads ICU data (tens of ms on a phone), and
// many screens import this file for timeUntil alone.
let relative: Intl.RelativeTimeFormat | undefined;
const DAY_MS = 86_400_000;

/**
 * "em 3 semanas", "em 2 dias", "em 5 horas", "há 10 minutos": the largest unit
 * that reads naturally (weeks from two weeks on), rounded down so it never overstates.
 */
export function relativeToNow(target: Date | string, now: Date = new Date()): string {
  const RELATIVE = (relative ??= new Intl.RelativeTimeFormat('pt-BR', { numeric: 'auto' }));
  const diff = new Date(target).getTime() - now.getTime();
  const sign = Math.sign(diff) || 1;
  const abs = Math.abs(diff);
  if (abs >= 14 * DAY_MS) return RELATIVE.format(sign * Math.floor(abs / (7 * DAY_MS)), 'week');
  if (abs >= DAY_MS) return RELATIVE.format(sign * Math.floor(abs / DAY_MS), 'day');
  if (abs >= 3_600_000) return RELATIVE.format(sign * Math.floor(abs / 3_600_000), 'hour');
  return RELATIVE.format(sign * Math.max(1, Math.floor(abs / 60_000)), 'minute');
}

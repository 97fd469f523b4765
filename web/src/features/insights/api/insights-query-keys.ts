import type { DayRange } from '../../../lib/calendar-day';

// Under 'me' on purpose: the app drops every ['me', …] query when the session ends, so the
// next user of this tab never sees these numbers.
export const INSIGHTS_KEY = ['me', 'insights'] as const;

/** `de=2026-01-01&ate=2026-01-30`, the period every insights call takes. */
export function rangeQuery({ de, ate }: DayRange): string {
  return new URLSearchParams({ de, ate }).toString();
}

import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router-dom';
import { i18n } from '../../../i18n/i18n';
import { daysInRange, isCalendarDay, lastDays, type DayRange } from '../../../lib/calendar-day';

/** The period every report opens with: the last 30 days in São Paulo. */
export const DEFAULT_DAYS = 30;
/** The longest period the API answers (a leap year). */
export const MAX_RANGE_DAYS = 366;

/** Why the API would refuse this period, in pt-BR; null when it is fine to ask. */
export function rangeProblem({ de, ate }: DayRange): string | null {
  if (!isCalendarDay(de) || !isCalendarDay(ate)) return i18n.t('insights.range.missing');
  if (de > ate) return i18n.t('insights.range.inverted');
  if (daysInRange({ de, ate }) > MAX_RANGE_DAYS) return i18n.t('insights.range.tooLong', { max: MAX_RANGE_DAYS });
  return null;
}

/**
 * The report's period, kept in the URL (?de=&ate=) so a reload, the back button or a shared
 * link bring it back; without both (or with a malformed one) the last 30 days. A period
 * that is well formed but wrong (inverted) is asked as it is: the API's message says why.
 */
export function useDateRangeParam(): [DayRange, (range: DayRange) => void] {
  const [params, setParams] = useSearchParams();
  const fallback = useMemo(() => lastDays(DEFAULT_DAYS), []);
  const de = params.get('de') ?? '';
  const ate = params.get('ate') ?? '';
  const range = useMemo(() => (isCalendarDay(de) && isCalendarDay(ate) ? { de, ate } : fallback), [de, ate, fallback]);
  const setRange = useCallback(
    (next: DayRange) =>
      setParams((current) => {
        const updated = new URLSearchParams(current);
        updated.set('de', next.de);
        updated.set('ate', next.ate);
        return updated;
      }),
    [setParams],
  );
  return [range, setRange];
}

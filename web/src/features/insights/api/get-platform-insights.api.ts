import { useQuery } from '@tanstack/react-query';
import type { PlatformInsights } from '@sorteios/api-contract';
import { authedRequest } from '../../../lib/authed-request';
import type { DayRange } from '../../../lib/calendar-day';
import { INSIGHTS_KEY, rangeQuery } from './insights-query-keys';

/** GET /api/admin/insights (admins): the whole platform, per day. */
export function usePlatformInsightsQuery(range: DayRange) {
  return useQuery({
    queryKey: [...INSIGHTS_KEY, 'platform', range.de, range.ate],
    queryFn: () => authedRequest<PlatformInsights>(`/api/admin/insights?${rangeQuery(range)}`),
  });
}

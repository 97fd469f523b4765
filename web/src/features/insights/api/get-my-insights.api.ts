import { useQuery } from '@tanstack/react-query';
import type { MyInsights } from '@sorteios/api-contract';
import { authedRequest } from '../../../lib/authed-request';
import type { DayRange } from '../../../lib/calendar-day';
import { INSIGHTS_KEY, rangeQuery } from './insights-query-keys';

/** GET /api/insights: every giveaway of the signed-in user over the period. */
export function useMyInsightsQuery(range: DayRange) {
  return useQuery({
    queryKey: [...INSIGHTS_KEY, 'mine', range.de, range.ate],
    queryFn: () => authedRequest<MyInsights>(`/api/insights?${rangeQuery(range)}`),
  });
}

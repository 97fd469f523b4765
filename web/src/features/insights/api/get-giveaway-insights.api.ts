import { useQuery } from '@tanstack/react-query';
import type { GiveawayInsights } from '@sorteios/api-contract';
import { authedRequest } from '../../../lib/authed-request';
import type { DayRange } from '../../../lib/calendar-day';
import { INSIGHTS_KEY, rangeQuery } from './insights-query-keys';

/** GET /api/giveaways/:id/insights (its creator or an admin). */
export function useGiveawayInsightsQuery(id: string, range: DayRange) {
  return useQuery({
    queryKey: [...INSIGHTS_KEY, 'giveaway', id, range.de, range.ate],
    queryFn: () => authedRequest<GiveawayInsights>(`/api/giveaways/${encodeURIComponent(id)}/insights?${rangeQuery(range)}`),
  });
}

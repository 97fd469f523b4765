import { useInfiniteQuery } from '@tanstack/react-query';
import type { AdminGiveaway, GiveawayStatus, Page } from '@sorteios/api-contract';
import { authedRequest } from '../../../lib/authed-request';
import { BOSS_KEY, listPath } from './boss.types';

export interface GiveawayFilters {
  status: GiveawayStatus | null;
  reported: 'true' | 'false' | null;
  suspended: 'true' | 'false' | null;
  q: string;
}

/** GET /api/admin/giveaways: every giveaway in any status, newest first. */
export function useAdminGiveawaysQuery(filters: GiveawayFilters) {
  return useInfiniteQuery({
    queryKey: [...BOSS_KEY, 'giveaways', filters],
    queryFn: ({ pageParam }) =>
      authedRequest<Page<AdminGiveaway>>(
        listPath('/api/admin/giveaways', { status: filters.status ?? undefined, reported: filters.reported ?? undefined, suspended: filters.suspended ?? undefined, q: filters.q.trim() || undefined }, pageParam),
      ),
    initialPageParam: null as string | null,
    getNextPageParam: (last) => last.nextCursor ?? undefined,
  });
}

import { useInfiniteQuery } from '@tanstack/react-query';
import type { AdminEntry, Page } from '@sorteios/api-contract';
import { authedRequest } from '../../../lib/authed-request';
import { BOSS_KEY, listPath } from './boss.types';

/** GET /api/admin/entries?giveawayId=: a giveaway's registrations, in entry order. */
export function useAdminEntriesQuery(giveawayId: string, q: string) {
  return useInfiniteQuery({
    queryKey: [...BOSS_KEY, 'entries', giveawayId, q],
    queryFn: ({ pageParam }) => authedRequest<Page<AdminEntry>>(listPath('/api/admin/entries', { giveawayId, q: q.trim() || undefined }, pageParam)),
    initialPageParam: null as string | null,
    getNextPageParam: (last) => last.nextCursor ?? undefined,
  });
}

import { useInfiniteQuery } from '@tanstack/react-query';
import type { EntryRefusal, Page } from '@sorteios/api-contract';
import { authedRequest } from '../../../lib/authed-request';
import { myGiveawayKey } from './creator-query-keys';

/** GET /api/giveaways/:id/refusals: entries the fraud rules refused, newest first (creator or admin). */
export function listRefusals(id: string, cursor: string | null): Promise<Page<EntryRefusal>> {
  const query = new URLSearchParams({ limit: '20' });
  if (cursor) query.set('cursor', cursor);
  return authedRequest<Page<EntryRefusal>>(`/api/giveaways/${encodeURIComponent(id)}/refusals?${query.toString()}`);
}

export function useRefusalsQuery(id: string) {
  return useInfiniteQuery({
    queryKey: [...myGiveawayKey(id), 'refusals'],
    queryFn: ({ pageParam }) => listRefusals(id, pageParam),
    initialPageParam: null as string | null,
    getNextPageParam: (last) => last.nextCursor ?? undefined,
  });
}

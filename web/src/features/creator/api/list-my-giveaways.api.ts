import { useInfiniteQuery } from '@tanstack/react-query';
import type { Giveaway, GiveawayStatus, Page } from '@sorteios/api-contract';
import { authedRequest } from '../../../lib/authed-request';
import { myGiveawaysKey } from './creator-query-keys';

const PAGE_SIZE = 20;

/** GET /api/me/giveaways: mine in every status, newest first. */
export function listMyGiveaways(status: GiveawayStatus | null, cursor: string | null): Promise<Page<Giveaway>> {
  const query = new URLSearchParams({ limit: String(PAGE_SIZE) });
  if (status) query.set('status', status);
  if (cursor) query.set('cursor', cursor);
  return authedRequest<Page<Giveaway>>(`/api/me/giveaways?${query.toString()}`);
}

export function useMyGiveawaysQuery(status: GiveawayStatus | null) {
  return useInfiniteQuery({
    queryKey: [...myGiveawaysKey, { status }],
    queryFn: ({ pageParam }) => listMyGiveaways(status, pageParam),
    initialPageParam: null as string | null,
    getNextPageParam: (last) => last.nextCursor,
  });
}

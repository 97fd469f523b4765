import { useInfiniteQuery } from '@tanstack/react-query';
import type { GiveawayCard, Page } from '@sorteios/api-contract';
import { authedRequest } from '../../../lib/authed-request';
import { cursorPaging, pagePath } from './discovery-page';

/** GET /api/me/feed: what the creators I follow published, newest first. */
export function listFeed(cursor: string | null): Promise<Page<GiveawayCard>> {
  return authedRequest<Page<GiveawayCard>>(pagePath('/api/me/feed', {}, cursor));
}

export function useFeedQuery() {
  return useInfiniteQuery({ queryKey: ['me', 'feed'], queryFn: ({ pageParam }) => listFeed(pageParam), ...cursorPaging });
}

import { useInfiniteQuery } from '@tanstack/react-query';
import type { GiveawayCardData } from '../../../components/discovery/discovery-types';
import { authedRequest } from '../../../lib/authed-request';
import type { Page } from '../../../lib/giveaway-types';
import { cursorPaging, pagePath } from './discovery-page';

/** GET /api/me/feed: what the creators I follow published, newest first. */
export function listFeed(cursor: string | null): Promise<Page<GiveawayCardData>> {
  return authedRequest<Page<GiveawayCardData>>(pagePath('/api/me/feed', {}, cursor));
}

export function useFeedQuery() {
  return useInfiniteQuery({ queryKey: ['me', 'feed'], queryFn: ({ pageParam }) => listFeed(pageParam), ...cursorPaging });
}

import { useInfiniteQuery } from '@tanstack/react-query';
import type { Page, PublicProfile } from '@sorteios/api-contract';
import { authedRequest } from '../../../lib/authed-request';
import { useSession } from '../../../lib/use-session';
import { profileKey } from './profile.types';

export type FollowListKind = 'followers' | 'following';
export const FOLLOW_PAGE_SIZE = 20;

export function listFollows(username: string, kind: FollowListKind, cursor: string | null): Promise<Page<PublicProfile>> {
  const params = new URLSearchParams({ limit: String(FOLLOW_PAGE_SIZE) });
  if (cursor) params.set('cursor', cursor);
  return authedRequest<Page<PublicProfile>>(`/api/users/${encodeURIComponent(username)}/${kind}?${params.toString()}`);
}

/** GET /api/users/:username/followers or /following, newest first, one page at a time. */
export function useFollowListQuery(username: string, kind: FollowListKind) {
  const { status } = useSession();
  return useInfiniteQuery({
    queryKey: [...profileKey(username), kind, status],
    queryFn: ({ pageParam }) => listFollows(username, kind, pageParam),
    initialPageParam: null as string | null,
    getNextPageParam: (last) => last.nextCursor ?? undefined,
    enabled: status !== 'restoring',
  });
}

import { useInfiniteQuery } from '@tanstack/react-query';
import type { AdminUser, Page } from '@sorteios/api-contract';
import { authedRequest } from '../../../lib/authed-request';
import { BOSS_KEY, listPath } from './boss.types';

/** GET /api/admin/users?q=: accounts, newest first. */
export function useAdminUsersQuery(q: string) {
  return useInfiniteQuery({
    queryKey: [...BOSS_KEY, 'users', q],
    queryFn: ({ pageParam }) => authedRequest<Page<AdminUser>>(listPath('/api/admin/users', { q: q.trim() || undefined }, pageParam)),
    initialPageParam: null as string | null,
    getNextPageParam: (last) => last.nextCursor ?? undefined,
  });
}

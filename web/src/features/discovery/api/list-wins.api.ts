import { useInfiniteQuery } from '@tanstack/react-query';
import type { Page, Win } from '@sorteios/api-contract';
import { authedRequest } from '../../../lib/authed-request';
import { cursorPaging, pagePath } from './discovery-page';

/** GET /api/me/wins: the giveaways I won, latest first, replacements applied. */
export function listWins(cursor: string | null): Promise<Page<Win>> {
  return authedRequest<Page<Win>>(pagePath('/api/me/wins', {}, cursor));
}

export function useWinsQuery() {
  return useInfiniteQuery({ queryKey: ['me', 'wins'], queryFn: ({ pageParam }) => listWins(pageParam), ...cursorPaging });
}

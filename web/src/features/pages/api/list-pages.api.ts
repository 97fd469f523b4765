import { useInfiniteQuery } from '@tanstack/react-query';
import type { Page } from '@sorteios/api-contract';
import { authedRequest } from '../../../lib/authed-request';
import type { PageSummary } from './page.types';

export const ADMIN_PAGES_KEY = ['admin', 'pages'] as const;

export function listPages(cursor: string | null): Promise<Page<PageSummary>> {
  const params = new URLSearchParams({ limit: '100' });
  if (cursor) params.set('cursor', cursor);
  return authedRequest<Page<PageSummary>>(`/api/admin/pages?${params.toString()}`);
}

export function usePagesQuery() {
  return useInfiniteQuery({
    queryKey: ADMIN_PAGES_KEY,
    queryFn: ({ pageParam }) => listPages(pageParam),
    initialPageParam: null as string | null,
    getNextPageParam: (last) => last.nextCursor ?? undefined,
  });
}

import { useInfiniteQuery } from '@tanstack/react-query';
import type { MyEntry, Page } from '@sorteios/api-contract';
import { authedRequest } from '../../../lib/authed-request';
import { cursorPaging, pagePath } from './discovery-page';

/** GET /api/me/entries: my entries, newest first. */
export function listMyEntries(cursor: string | null): Promise<Page<MyEntry>> {
  return authedRequest<Page<MyEntry>>(pagePath('/api/me/entries', {}, cursor));
}

export function useMyEntriesQuery() {
  return useInfiniteQuery({ queryKey: ['me', 'entries'], queryFn: ({ pageParam }) => listMyEntries(pageParam), ...cursorPaging });
}

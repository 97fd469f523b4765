import { keepPreviousData, useInfiniteQuery } from '@tanstack/react-query';
import type { EntriesPage } from '@sorteios/api-contract';
import { authedRequest } from '../../../lib/authed-request';

/** The largest page the API serves; fewer round trips while scrolling through a long list. */
export const ENTRANTS_PAGE_SIZE = 100;

export function entrantsPath(id: string, q: string, cursor: string | null): string {
  const params = new URLSearchParams();
  if (q) params.set('q', q);
  params.set('limit', String(ENTRANTS_PAGE_SIZE));
  if (cursor) params.set('cursor', cursor);
  return `/api/giveaways/${encodeURIComponent(id)}/entries?${params.toString()}`;
}

export function listEntrants(id: string, q: string, cursor: string | null): Promise<EntriesPage> {
  return authedRequest<EntriesPage>(entrantsPath(id, q, cursor));
}

export function useEntrantsQuery(id: string, q: string) {
  return useInfiniteQuery({
    queryKey: ['giveaway', id, 'entries', q],
    // No abort signal: React Query would then cancel a page whenever the screen unmounts for
    // a moment (StrictMode, a quick back and forth) and ask the server for it again.
    queryFn: ({ pageParam }) => listEntrants(id, q, pageParam),
    initialPageParam: null as string | null,
    getNextPageParam: (last) => last.nextCursor ?? undefined,
    // While a new search runs, the previous rows stay on screen instead of a blank spinner.
    placeholderData: keepPreviousData,
  });
}

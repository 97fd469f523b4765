import type { Page } from '@sorteios/api-contract';

/** Divisible by the grid's 2 and 3 columns, so a page fills whole rows. */
export const DISCOVERY_PAGE_SIZE = 12;

export function pagePath(path: string, params: Record<string, string>, cursor: string | null): string {
  const search = new URLSearchParams({ ...params, limit: String(DISCOVERY_PAGE_SIZE) });
  if (cursor) search.set('cursor', cursor);
  return `${path}?${search.toString()}`;
}

/** The infinite-query options every discovery list shares: keyset cursors from the API. */
export const cursorPaging = {
  initialPageParam: null as string | null,
  getNextPageParam: <T>(last: Page<T>) => last.nextCursor ?? undefined,
};

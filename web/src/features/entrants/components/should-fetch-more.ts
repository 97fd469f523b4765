/** How close to the last loaded row the next page starts loading, so scrolling rarely waits. */
export const FETCH_AHEAD_ROWS = 20;

export interface FetchMoreState {
  /** Index of the last row the virtualiser renders (visible plus overscan), -1 when none. */
  lastRenderedIndex: number;
  loadedCount: number;
  hasNextPage: boolean;
  isFetching: boolean;
}

export function shouldFetchMore({ lastRenderedIndex, loadedCount, hasNextPage, isFetching }: FetchMoreState): boolean {
  if (!hasNextPage || isFetching || lastRenderedIndex < 0) return false;
  return lastRenderedIndex >= loadedCount - 1 - FETCH_AHEAD_ROWS;
}

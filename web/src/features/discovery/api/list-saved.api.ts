import { useInfiniteQuery } from '@tanstack/react-query';
import type { Page, SavedGiveaway } from '@sorteios/api-contract';
import { savedListKey } from '../../../components/discovery/save-giveaway.api';
import { authedRequest } from '../../../lib/authed-request';
import { cursorPaging, pagePath } from './discovery-page';

/** GET /api/me/saved: newest saved first. */
export function listSaved(cursor: string | null): Promise<Page<SavedGiveaway>> {
  return authedRequest<Page<SavedGiveaway>>(pagePath('/api/me/saved', {}, cursor));
}

// The save toggle refreshes this list through the same key.
export function useSavedQuery() {
  return useInfiniteQuery({ queryKey: savedListKey, queryFn: ({ pageParam }) => listSaved(pageParam), ...cursorPaging });
}

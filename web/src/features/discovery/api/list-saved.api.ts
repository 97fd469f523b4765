import { useInfiniteQuery } from '@tanstack/react-query';
import type { GiveawayCardData } from '../../../components/discovery/discovery-types';
import { savedListKey } from '../../../components/discovery/save-giveaway.api';
import { authedRequest } from '../../../lib/authed-request';
import type { Page } from '../../../lib/giveaway-types';
import { cursorPaging, pagePath } from './discovery-page';

export type SavedGiveaway = GiveawayCardData & { salvoEm: string };

/** GET /api/me/saved: newest saved first. */
export function listSaved(cursor: string | null): Promise<Page<SavedGiveaway>> {
  return authedRequest<Page<SavedGiveaway>>(pagePath('/api/me/saved', {}, cursor));
}

// The save toggle refreshes this list through the same key.
export function useSavedQuery() {
  return useInfiniteQuery({ queryKey: savedListKey, queryFn: ({ pageParam }) => listSaved(pageParam), ...cursorPaging });
}

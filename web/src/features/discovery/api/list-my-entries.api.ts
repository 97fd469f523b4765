import { useInfiniteQuery } from '@tanstack/react-query';
import { authedRequest } from '../../../lib/authed-request';
import type { GiveawayStatus, Page } from '../../../lib/giveaway-types';
import { cursorPaging, pagePath } from './discovery-page';

export interface MyEntry {
  id: string;
  sorteioId: string;
  createdAt: string;
  /** null once the giveaway was deleted. */
  sorteio: { id: string; titulo: string; status: GiveawayStatus; dataSorteio: string } | null;
}

/** GET /api/me/entries: my entries, newest first. */
export function listMyEntries(cursor: string | null): Promise<Page<MyEntry>> {
  return authedRequest<Page<MyEntry>>(pagePath('/api/me/entries', {}, cursor));
}

export function useMyEntriesQuery() {
  return useInfiniteQuery({ queryKey: ['me', 'entries'], queryFn: ({ pageParam }) => listMyEntries(pageParam), ...cursorPaging });
}

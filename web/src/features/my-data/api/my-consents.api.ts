import { useInfiniteQuery, useMutation, useQueryClient } from '@tanstack/react-query';
import type { MyEntry, Page } from '@sorteios/api-contract';
import { authedRequest } from '../../../lib/authed-request';

const CONSENTS_KEY = ['me', 'entries', 'consents'] as const;
const PAGE_SIZE = 50;

/** GET /api/me/entries: my entries, newest first; each says whether its contact consent stands. */
export function listMyEntries(cursor: string | null): Promise<Page<MyEntry>> {
  const search = new URLSearchParams({ limit: String(PAGE_SIZE) });
  if (cursor) search.set('cursor', cursor);
  return authedRequest<Page<MyEntry>>(`/api/me/entries?${search.toString()}`);
}

export function useMyEntriesForConsentsQuery() {
  return useInfiniteQuery({
    queryKey: CONSENTS_KEY,
    queryFn: ({ pageParam }) => listMyEntries(pageParam),
    initialPageParam: null as string | null,
    getNextPageParam: (last: Page<MyEntry>) => last.nextCursor ?? undefined,
  });
}

/** DELETE /api/giveaways/:id/entries/me/consent: the creator may no longer contact me about it. */
export function withdrawConsent(giveawayId: string): Promise<unknown> {
  return authedRequest<unknown>(`/api/giveaways/${encodeURIComponent(giveawayId)}/entries/me/consent`, { method: 'DELETE' });
}

export function useWithdrawConsentMutation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: withdrawConsent,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['me', 'entries'] }),
  });
}

import { keepPreviousData, useInfiniteQuery } from '@tanstack/react-query';
import type { ContactsPage } from '@sorteios/api-contract';
import { authedRequest } from '../../../lib/authed-request';

export const CONTACTS_PAGE_SIZE = 50;

export function contactsPath(q: string, cursor: string | null): string {
  const params = new URLSearchParams();
  if (q) params.set('q', q);
  params.set('limit', String(CONTACTS_PAGE_SIZE));
  if (cursor) params.set('cursor', cursor);
  return `/api/me/contacts?${params.toString()}`;
}

export function useContactsQuery(q: string) {
  return useInfiniteQuery({
    queryKey: ['me', 'contacts', q],
    queryFn: ({ pageParam }) => authedRequest<ContactsPage>(contactsPath(q, pageParam)),
    initialPageParam: null as string | null,
    getNextPageParam: (last) => last.nextCursor ?? undefined,
    // While a new search runs, the previous rows stay on screen instead of a blank spinner.
    placeholderData: keepPreviousData,
  });
}

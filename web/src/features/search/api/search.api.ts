import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { GiveawayStatus } from '@sorteios/api-contract';
import { apiRequest } from '../../../lib/api-client';

/** [start, end) offsets of a match in a text, in UTF-16 code units (docs/api.md, GET /api/search). */
export type MatchRange = [number, number];

export interface GiveawayHit {
  id: string;
  titulo: string;
  trecho: string;
  destaques: { titulo: MatchRange[]; trecho: MatchRange[] };
  status: GiveawayStatus;
  dataSorteio: string;
  imagem: string | null;
}

export interface PersonHit {
  username: string;
  nome: string;
  photoURL: string | null;
  verified: boolean;
  destaques: { username: MatchRange[]; nome: MatchRange[] };
}

export interface SearchResult {
  q: string;
  sorteios: GiveawayHit[];
  usuarios: PersonHit[];
}

/** The API answers nothing below this many characters; the page does not ask. */
export const MIN_QUERY_LENGTH = 2;
/** The API refuses more (400); the box takes no more. */
export const MAX_QUERY_LENGTH = 100;
export const SEARCH_LIMIT = 10;

export function searchPath(q: string): string {
  return `/api/search?${new URLSearchParams({ q, limit: String(SEARCH_LIMIT) }).toString()}`;
}

export function search(q: string, signal?: AbortSignal): Promise<SearchResult> {
  return apiRequest<SearchResult>(searchPath(q), { signal });
}

export function useSearchQuery(q: string) {
  return useQuery({
    queryKey: ['search', q],
    queryFn: ({ signal }) => search(q, signal),
    enabled: q.length >= MIN_QUERY_LENGTH,
    // While the next search runs, the last results stay on screen instead of a spinner.
    placeholderData: keepPreviousData,
    staleTime: 30_000,
  });
}

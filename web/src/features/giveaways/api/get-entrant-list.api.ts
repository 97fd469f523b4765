import { useInfiniteQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';

export interface PublicEntrant {
  /** Place in the committed order (0-based): the leaf index. */
  index: number;
  nome: string;
  leaf: string;
  /** Version 2: a leaf withdrawn before the close, kept in the tree but not drawn. */
  excluida?: true;
}

export type EntrantListPage =
  | { publicada: false }
  | {
      publicada: true;
      entrantCount: number;
      merkleRoot: string;
      items: PublicEntrant[];
      nextCursor: string | null;
      /** Version 2 (docs/verifiable-draws.md § V2.12): the list is every leaf of the sealed log, treeSize of them, excluidos included. */
      versao?: 2;
      treeSize?: number;
      excluidos?: number[];
    };

/** Rows shown per "carregar mais". */
export const LIST_PAGE_SIZE = 100;
/** The largest page the API serves for this list: few requests to download every leaf. */
export const LEAVES_PAGE_SIZE = 1000;

export function entrantListKey(id: string) {
  return ['giveaway', id, 'lista'] as const;
}

/** GET /api/giveaways/:id/lista — anyone; `{ publicada: false }` while the creator has not published it. */
export function getEntrantList(id: string, cursor: string | null, limit: number = LIST_PAGE_SIZE): Promise<EntrantListPage> {
  const query = new URLSearchParams({ limit: String(limit) });
  if (cursor) query.set('cursor', cursor);
  return apiRequest<EntrantListPage>(`/api/giveaways/${encodeURIComponent(id)}/lista?${query.toString()}`);
}

export function useEntrantListQuery(id: string) {
  return useInfiniteQuery({
    queryKey: entrantListKey(id),
    queryFn: ({ pageParam }) => getEntrantList(id, pageParam),
    initialPageParam: null as string | null,
    getNextPageParam: (last) => (last.publicada ? (last.nextCursor ?? undefined) : undefined),
    retry: false,
  });
}

export class ListUnpublishedError extends Error {}

/** Every leaf in the committed order, page after page, reporting progress as it goes. */
export async function fetchAllLeaves(id: string, onProgress: (done: number, total: number) => void): Promise<{ leaves: string[]; entrantCount: number; merkleRoot: string }> {
  const leaves: string[] = [];
  let cursor: string | null = null;
  for (;;) {
    const page = await getEntrantList(id, cursor, LEAVES_PAGE_SIZE);
    if (!page.publicada) throw new ListUnpublishedError();
    for (const item of page.items) leaves.push(item.leaf);
    onProgress(leaves.length, page.treeSize ?? page.entrantCount);
    if (!page.nextCursor) return { leaves, entrantCount: page.entrantCount, merkleRoot: page.merkleRoot };
    cursor = page.nextCursor;
  }
}

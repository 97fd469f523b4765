import { useInfiniteQuery } from '@tanstack/react-query';
import type { Giveaway, GiveawayStatus, Page } from '@sorteios/api-contract';
import { apiRequest } from '../../../lib/api-client';

export const CREATOR_GIVEAWAYS_PAGE_SIZE = 6;

// Active ones by the nearest draw date; drawn ones newest first.
const SORT: Partial<Record<GiveawayStatus, string>> = { Ativo: 'encerramento', Realizado: 'recentes' };

/** GET /api/giveaways?criadorId=&status= — a creator's public giveaways in one status. */
export function listCreatorGiveaways(criadorId: string, status: 'Ativo' | 'Realizado', cursor: string | null): Promise<Page<Giveaway>> {
  const params = new URLSearchParams({ criadorId, status, sort: SORT[status]!, limit: String(CREATOR_GIVEAWAYS_PAGE_SIZE) });
  if (cursor) params.set('cursor', cursor);
  return apiRequest<Page<Giveaway>>(`/api/giveaways?${params.toString()}`);
}

export function useCreatorGiveawaysQuery(criadorId: string, status: 'Ativo' | 'Realizado') {
  return useInfiniteQuery({
    queryKey: ['giveaways', 'creator', criadorId, status],
    queryFn: ({ pageParam }) => listCreatorGiveaways(criadorId, status, pageParam),
    initialPageParam: null as string | null,
    getNextPageParam: (last) => last.nextCursor ?? undefined,
  });
}

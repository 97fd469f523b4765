import { useInfiniteQuery } from '@tanstack/react-query';
import type { GiveawayCard, Page } from '@sorteios/api-contract';
import { apiRequest } from '../../../lib/api-client';
import { cursorPaging, pagePath } from './discovery-page';

/** The public list's orders (docs/api-giveaways.md): nearest draw, newest, most entrants. */
export const EXPLORE_SORTS = ['encerramento', 'recentes', 'inscritos'] as const;
export type ExploreSort = (typeof EXPLORE_SORTS)[number];

/** The order /explorar opens with, when its address names none. */
export const DEFAULT_EXPLORE_SORT: ExploreSort = 'encerramento';

/** GET /api/giveaways?status=Ativo: only giveaways open for entries. */
export const openGiveawaysPath = (sort: ExploreSort, cursor: string | null) => pagePath('/api/giveaways', { status: 'Ativo', sort }, cursor);

export function listOpenGiveaways(sort: ExploreSort, cursor: string | null): Promise<Page<GiveawayCard>> {
  return apiRequest<Page<GiveawayCard>>(openGiveawaysPath(sort, cursor));
}

export function useExploreQuery(sort: ExploreSort) {
  return useInfiniteQuery({ queryKey: ['giveaways', 'explore', sort], queryFn: ({ pageParam }) => listOpenGiveaways(sort, pageParam), ...cursorPaging });
}

import { useInfiniteQuery } from '@tanstack/react-query';
import type { GiveawayCardData } from '../../../components/discovery/discovery-types';
import { authedRequest } from '../../../lib/authed-request';
import type { Page } from '../../../lib/giveaway-types';
import { cursorPaging, pagePath } from './discovery-page';

export interface Win {
  entryId: string;
  /** Called in as an alternate in place of a replaced winner. */
  suplente: boolean;
  ganhouEm: string;
  /** API path of the draw's receipt. */
  recibo: string;
  sorteio: GiveawayCardData;
}

/** GET /api/me/wins: the giveaways I won, latest first, replacements applied. */
export function listWins(cursor: string | null): Promise<Page<Win>> {
  return authedRequest<Page<Win>>(pagePath('/api/me/wins', {}, cursor));
}

export function useWinsQuery() {
  return useInfiniteQuery({ queryKey: ['me', 'wins'], queryFn: ({ pageParam }) => listWins(pageParam), ...cursorPaging });
}

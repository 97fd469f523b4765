import { useQuery } from '@tanstack/react-query';
import type { Giveaway, Page } from '@sorteios/api-contract';
import { authedRequest } from '../../../lib/authed-request';

const SUMMARY_SIZE = 5;

/** GET /api/me/giveaways, first page: the panel shows only the latest few. */
export function getMyLatestGiveaways(): Promise<Page<Giveaway>> {
  return authedRequest<Page<Giveaway>>(`/api/me/giveaways?limit=${SUMMARY_SIZE}`);
}

// Under ['me', 'giveaways'] like the creator's lists, so their changes refresh this too and
// signing out drops it.
export function useMyLatestGiveawaysQuery() {
  return useQuery({ queryKey: ['me', 'giveaways', 'latest'], queryFn: getMyLatestGiveaways });
}

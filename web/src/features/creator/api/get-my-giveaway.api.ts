import { useQuery } from '@tanstack/react-query';
import type { Giveaway } from '@sorteios/api-contract';
import { authedRequest } from '../../../lib/authed-request';
import { myGiveawayKey } from './creator-query-keys';

/** GET /api/giveaways/:id, as its creator (drafts included). */
export function getMyGiveaway(id: string): Promise<Giveaway> {
  return authedRequest<Giveaway>(`/api/giveaways/${encodeURIComponent(id)}`);
}

export function useMyGiveawayQuery(id: string) {
  return useQuery({ queryKey: myGiveawayKey(id), queryFn: () => getMyGiveaway(id) });
}

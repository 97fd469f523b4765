import { useQuery } from '@tanstack/react-query';
import type { Giveaway } from '@sorteios/api-contract';
import { authedRequest } from '../../../lib/authed-request';

export function giveawayQueryKey(id: string) {
  return ['giveaway', id] as const;
}

// Signed in or not: a creator can see their own drafts, anyone else the published ones.
export function getGiveaway(id: string): Promise<Giveaway> {
  return authedRequest<Giveaway>(`/api/giveaways/${encodeURIComponent(id)}`);
}

export function useGiveawayQuery(id: string) {
  return useQuery({ queryKey: giveawayQueryKey(id), queryFn: () => getGiveaway(id) });
}

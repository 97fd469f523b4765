import { useQuery } from '@tanstack/react-query';
import { authedRequest } from '../../../lib/authed-request';

/** The fields this screen reads; the full shape is in docs/API (Giveaways). */
export interface Giveaway {
  id: string;
  titulo: string;
  descricao: string;
  status: string;
}

// Signed in or not: a creator can see their own drafts, anyone else the published ones.
export function getGiveaway(id: string): Promise<Giveaway> {
  return authedRequest<Giveaway>(`/api/giveaways/${encodeURIComponent(id)}`);
}

export function useGiveawayQuery(id: string) {
  return useQuery({ queryKey: ['giveaway', id], queryFn: () => getGiveaway(id) });
}

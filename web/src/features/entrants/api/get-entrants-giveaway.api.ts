import { useQuery } from '@tanstack/react-query';
import type { Giveaway } from '@sorteios/api-contract';
import { authedRequest } from '../../../lib/authed-request';

/** What the entrants screen needs of the giveaway: its title and the form that gives the columns. */
export type EntrantsGiveaway = Pick<Giveaway, 'id' | 'titulo' | 'camposFormulario'>;

export function getEntrantsGiveaway(id: string): Promise<EntrantsGiveaway> {
  return authedRequest<EntrantsGiveaway>(`/api/giveaways/${encodeURIComponent(id)}`);
}

// Same key as the other screens that read GET /api/giveaways/:id: one cached answer for all.
export function useEntrantsGiveawayQuery(id: string) {
  return useQuery({ queryKey: ['giveaway', id], queryFn: () => getEntrantsGiveaway(id) });
}

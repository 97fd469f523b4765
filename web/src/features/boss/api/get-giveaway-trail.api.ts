import { useQuery } from '@tanstack/react-query';
import type { GiveawayTrail } from '@sorteios/api-contract';
import { authedRequest } from '../../../lib/authed-request';
import { BOSS_KEY } from './boss.types';

/** Every event of a giveaway (its own, its draw, moderation, reports), from the event store. */
export function useGiveawayTrailQuery(id: string) {
  return useQuery({ queryKey: [...BOSS_KEY, 'trail', id], queryFn: () => authedRequest<GiveawayTrail>(`/api/admin/giveaways/${encodeURIComponent(id)}/trail`) });
}

import { useMutation, useQueryClient } from '@tanstack/react-query';
import { authedRequest } from '../../../lib/authed-request';
import { BOSS_KEY } from './boss.types';

/** The three things an admin does to a giveaway, each with its reason. */
export type GiveawayAction = 'suspend' | 'reinstate' | 'delete';

export function moderateGiveaway({ id, action, motivo }: { id: string; action: GiveawayAction; motivo: string }): Promise<unknown> {
  const path = `/api/admin/giveaways/${encodeURIComponent(id)}`;
  if (action === 'delete') return authedRequest(path, { method: 'DELETE', body: { motivo } });
  return authedRequest(`${path}/${action}`, { method: 'POST', body: { motivo } });
}

export function useModerateGiveawayMutation() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: moderateGiveaway, onSuccess: () => queryClient.invalidateQueries({ queryKey: BOSS_KEY }) });
}

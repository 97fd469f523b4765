import { useMutation } from '@tanstack/react-query';
import type { Giveaway } from '@sorteios/api-contract';
import { authedRequest } from '../../../lib/authed-request';
import type { GiveawayPayload } from './giveaway-payload.types';
import { useGiveawayChanged } from './use-giveaway-changed';

/** POST /api/giveaways: a new draft (status Rascunho). */
export function createGiveaway(payload: GiveawayPayload): Promise<Giveaway> {
  return authedRequest<Giveaway>('/api/giveaways', { method: 'POST', body: payload });
}

export function useCreateGiveawayMutation() {
  const changed = useGiveawayChanged();
  return useMutation({ mutationFn: createGiveaway, onSuccess: changed });
}

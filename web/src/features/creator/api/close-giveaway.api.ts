import { useMutation } from '@tanstack/react-query';
import type { Giveaway } from '@sorteios/api-contract';
import { authedRequest } from '../../../lib/authed-request';
import { useGiveawayChanged } from './use-giveaway-changed';

/** POST /api/giveaways/:id/close; an illegal transition answers 409 with the API's message. */
export function closeGiveaway(id: string): Promise<Giveaway> {
  return authedRequest<Giveaway>(`/api/giveaways/${encodeURIComponent(id)}/close`, { method: 'POST' });
}

export function useCloseGiveawayMutation() {
  const changed = useGiveawayChanged();
  return useMutation({ mutationFn: closeGiveaway, onSuccess: changed });
}

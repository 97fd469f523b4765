import { useMutation } from '@tanstack/react-query';
import type { Giveaway } from '@sorteios/api-contract';
import { authedRequest } from '../../../lib/authed-request';
import { useGiveawayChanged } from './use-giveaway-changed';

/** POST /api/giveaways/:id/publish; an illegal transition answers 409 with the API's message. */
export function publishGiveaway(id: string): Promise<Giveaway> {
  return authedRequest<Giveaway>(`/api/giveaways/${encodeURIComponent(id)}/publish`, { method: 'POST' });
}

export function usePublishGiveawayMutation() {
  const changed = useGiveawayChanged();
  return useMutation({ mutationFn: publishGiveaway, onSuccess: changed });
}

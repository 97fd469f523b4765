import { useMutation } from '@tanstack/react-query';
import { authedRequest } from '../../../lib/authed-request';
import type { Giveaway } from '../../../lib/giveaway-types';
import { useGiveawayChanged } from './use-giveaway-changed';

/** POST /api/giveaways/:id/publish; an illegal transition answers 409 with the API's message. */
export function publishGiveaway(id: string): Promise<Giveaway> {
  return authedRequest<Giveaway>(`/api/giveaways/${encodeURIComponent(id)}/publish`, { method: 'POST' });
}

export function usePublishGiveawayMutation() {
  const changed = useGiveawayChanged();
  return useMutation({ mutationFn: publishGiveaway, onSuccess: changed });
}

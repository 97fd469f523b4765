import { useMutation } from '@tanstack/react-query';
import type { Giveaway } from '@sorteios/api-contract';
import { authedRequest } from '../../../lib/authed-request';
import { useGiveawayChanged } from './use-giveaway-changed';

export interface CancelGiveawayInput {
  id: string;
  motivo?: string;
}

/** POST /api/giveaways/:id/cancel { motivo? }. */
export function cancelGiveaway({ id, motivo }: CancelGiveawayInput): Promise<Giveaway> {
  return authedRequest<Giveaway>(`/api/giveaways/${encodeURIComponent(id)}/cancel`, {
    method: 'POST',
    body: motivo ? { motivo } : {},
  });
}

export function useCancelGiveawayMutation() {
  const changed = useGiveawayChanged();
  return useMutation({ mutationFn: cancelGiveaway, onSuccess: changed });
}

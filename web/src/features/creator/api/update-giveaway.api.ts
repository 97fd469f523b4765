import { useMutation } from '@tanstack/react-query';
import type { Giveaway } from '@sorteios/api-contract';
import { authedRequest } from '../../../lib/authed-request';
import type { GiveawayPayload } from './giveaway-payload.types';
import { useGiveawayChanged } from './use-giveaway-changed';

export interface UpdateGiveawayInput {
  id: string;
  /** The revision the edit started from: a change made meanwhile (another tab) answers 412. */
  revision: number;
  changes: Partial<Omit<GiveawayPayload, 'templateId'>>;
}

/** PATCH /api/giveaways/:id with If-Match. */
export function updateGiveaway({ id, revision, changes }: UpdateGiveawayInput): Promise<Giveaway> {
  return authedRequest<Giveaway>(`/api/giveaways/${encodeURIComponent(id)}`, {
    method: 'PATCH',
    body: changes,
    headers: { 'If-Match': String(revision) },
  });
}

export function useUpdateGiveawayMutation() {
  const changed = useGiveawayChanged();
  return useMutation({ mutationFn: updateGiveaway, onSuccess: changed });
}

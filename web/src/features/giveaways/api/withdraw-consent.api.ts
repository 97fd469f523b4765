import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Entry } from '@sorteios/api-contract';
import { authedRequest } from '../../../lib/authed-request';
import { myEntryQueryKey } from './get-my-entry.api';

/** LGPD art. 8 § 5: consent can be withdrawn at any time; the entry itself stays. */
export function withdrawConsent(giveawayId: string): Promise<Entry> {
  return authedRequest<Entry>(`/api/giveaways/${encodeURIComponent(giveawayId)}/entries/me/consent`, { method: 'DELETE' });
}

export function useWithdrawConsentMutation(giveawayId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => withdrawConsent(giveawayId),
    onSuccess: (entry) => queryClient.setQueryData(myEntryQueryKey(giveawayId), entry),
  });
}

import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Entry, Respostas } from '@sorteios/api-contract';
import { authedRequest } from '../../../lib/authed-request';
import { withChallenge } from '../../../lib/challenge-retry';
import { giveawayQueryKey } from './get-giveaway.api';
import { myEntryQueryKey } from './get-my-entry.api';

export interface SubmitEntryInput {
  respostas: Respostas;
  aceiteRegulamento: true;
  consentimentoContato: boolean;
}

export function submitEntry(giveawayId: string, input: SubmitEntryInput, onVerifying?: (verifying: boolean) => void): Promise<Entry> {
  const path = `/api/giveaways/${encodeURIComponent(giveawayId)}/entries`;
  return withChallenge((headers) => authedRequest<Entry>(path, { method: 'POST', body: input, headers }), onVerifying);
}

export function useSubmitEntryMutation(giveawayId: string, onVerifying?: (verifying: boolean) => void) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: SubmitEntryInput) => submitEntry(giveawayId, input, onVerifying),
    onSuccess: (entry) => {
      queryClient.setQueryData(myEntryQueryKey(giveawayId), entry);
      // The entrant count changed.
      void queryClient.invalidateQueries({ queryKey: giveawayQueryKey(giveawayId) });
    },
  });
}

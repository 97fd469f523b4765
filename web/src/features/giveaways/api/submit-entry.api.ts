import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Entry, Respostas } from '@sorteios/api-contract';
import { authedRequest } from '../../../lib/authed-request';
import { giveawayQueryKey } from './get-giveaway.api';
import { myEntryQueryKey } from './get-my-entry.api';

export interface SubmitEntryInput {
  respostas: Respostas;
  aceiteRegulamento: true;
  consentimentoContato: boolean;
}

export function submitEntry(giveawayId: string, input: SubmitEntryInput): Promise<Entry> {
  return authedRequest<Entry>(`/api/giveaways/${encodeURIComponent(giveawayId)}/entries`, { method: 'POST', body: input });
}

export function useSubmitEntryMutation(giveawayId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: SubmitEntryInput) => submitEntry(giveawayId, input),
    onSuccess: (entry) => {
      queryClient.setQueryData(myEntryQueryKey(giveawayId), entry);
      // The entrant count changed.
      void queryClient.invalidateQueries({ queryKey: giveawayQueryKey(giveawayId) });
    },
  });
}

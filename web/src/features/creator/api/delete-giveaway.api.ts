import { useMutation, useQueryClient } from '@tanstack/react-query';
import { authedRequest } from '../../../lib/authed-request';
import { myGiveawaysKey } from './creator-query-keys';

/** DELETE /api/giveaways/:id: the giveaway and its entries go. */
export function deleteGiveaway(id: string): Promise<void> {
  return authedRequest<void>(`/api/giveaways/${encodeURIComponent(id)}`, { method: 'DELETE' });
}

export function useDeleteGiveawayMutation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteGiveaway,
    // The detail query is left alone: removing it while its page is still on screen would
    // fetch it again (a 404) before the page navigates away.
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: myGiveawaysKey }),
  });
}

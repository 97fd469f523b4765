import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { authedRequest } from '../../lib/authed-request';
import { ME_KEY } from '../../lib/use-me';

export interface SavedState {
  salvo: boolean;
}

/** Under ['me'], so signing out forgets it; the saved list shares the prefix and refreshes with it. */
export const savedStateKey = (giveawayId: string) => [...ME_KEY, 'saved', 'state', giveawayId] as const;
export const savedListKey = [...ME_KEY, 'saved', 'list'] as const;

export function getSavedState(giveawayId: string): Promise<SavedState> {
  return authedRequest<SavedState>(`/api/giveaways/${encodeURIComponent(giveawayId)}/save`);
}

/** POST …/save is a toggle: the answer says where the giveaway ended up. */
export function toggleSaved(giveawayId: string): Promise<SavedState> {
  return authedRequest<SavedState>(`/api/giveaways/${encodeURIComponent(giveawayId)}/save`, { method: 'POST' });
}

export function useSavedStateQuery(giveawayId: string, enabled: boolean) {
  return useQuery({ queryKey: savedStateKey(giveawayId), queryFn: () => getSavedState(giveawayId), enabled });
}

/**
 * Shows the new state at once and puts the old one back if the server refuses. The server's
 * answer is the truth (another tab may have toggled too), so it replaces the guess.
 */
export function useToggleSavedMutation(giveawayId: string) {
  const queryClient = useQueryClient();
  const key = savedStateKey(giveawayId);
  return useMutation({
    mutationFn: () => toggleSaved(giveawayId),
    onMutate: async () => {
      await queryClient.cancelQueries({ queryKey: key });
      const previous = queryClient.getQueryData<SavedState>(key);
      if (previous) queryClient.setQueryData<SavedState>(key, { salvo: !previous.salvo });
      return { previous };
    },
    onError: (_error, _variables, context) => {
      if (context?.previous) queryClient.setQueryData<SavedState>(key, context.previous);
    },
    onSuccess: (answer) => {
      queryClient.setQueryData<SavedState>(key, { salvo: answer.salvo });
      void queryClient.invalidateQueries({ queryKey: savedListKey });
    },
  });
}

import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Me } from '@sorteios/api-contract';
import { authedRequest } from '../../../lib/authed-request';
import { ME_KEY } from '../../../lib/use-me';

/** photoURL is left out when unchanged (the server keeps it). */
export type ProfileChanges = Pick<Me, 'nome' | 'sobrenome' | 'bio' | 'username'> & { photoURL?: Me['photoURL'] };

/** PATCH /api/me; answers the updated user. */
export function updateMyProfile(changes: ProfileChanges): Promise<Me> {
  return authedRequest<Me>('/api/me', { method: 'PATCH', body: changes });
}

export function useUpdateMyProfileMutation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateMyProfile,
    onSuccess: (user) => {
      queryClient.setQueryData(ME_KEY, (current: object | undefined) => ({ ...current, ...user }));
      // Public profiles (mine under the old and the new name) show the change on the next visit.
      void queryClient.invalidateQueries({ queryKey: ['users'] });
    },
  });
}

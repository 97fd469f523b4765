import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { authedRequest } from '../../../lib/authed-request';

/** The part of GET /api/me the profile editor works on. */
export interface MyProfile {
  id: string;
  username: string;
  nome: string;
  sobrenome: string;
  bio: string;
  photoURL: string | null;
}

export type ProfileChanges = Pick<MyProfile, 'nome' | 'sobrenome' | 'bio' | 'photoURL' | 'username'>;

export function getMyProfile(): Promise<MyProfile> {
  return authedRequest<MyProfile>('/api/me');
}

// Same key as the account screens: one request serves all, and sign-out clears it.
export function useMyProfileQuery() {
  return useQuery({ queryKey: ['me'], queryFn: getMyProfile });
}

/** PATCH /api/me; answers the updated user. */
export function updateMyProfile(changes: ProfileChanges): Promise<MyProfile> {
  return authedRequest<MyProfile>('/api/me', { method: 'PATCH', body: changes });
}

export function useUpdateMyProfileMutation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateMyProfile,
    onSuccess: (user) => {
      queryClient.setQueryData(['me'], (current: object | undefined) => ({ ...current, ...user }));
      // Public profiles (mine under the old and the new name) show the change on the next visit.
      void queryClient.invalidateQueries({ queryKey: ['users'] });
    },
  });
}

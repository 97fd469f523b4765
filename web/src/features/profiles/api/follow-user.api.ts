import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { PublicProfile } from '@sorteios/api-contract';
import { authedRequest } from '../../../lib/authed-request';
import { ME_KEY } from '../../../lib/use-me';
import { profileKey } from './profile.types';

async function setFollowing(username: string, seguir: boolean): Promise<boolean> {
  try {
    await authedRequest<{ seguindo: boolean }>(`/api/users/${encodeURIComponent(username)}/follow`, { method: seguir ? 'PUT' : 'DELETE' });
    return true;
  } catch (error) {
    console.error(`[profiles] ${seguir ? 'follow' : 'unfollow'} @${username} failed`, error);
    return false;
  }
}

/** PUT /api/users/:username/follow. True once the server records it; false (and logged) on any failure. */
export function follow(username: string): Promise<boolean> {
  return setFollowing(username, true);
}

/** DELETE /api/users/:username/follow. True once the server records it; false (and logged) on any failure. */
export function unfollow(username: string): Promise<boolean> {
  return setFollowing(username, false);
}

export class FollowRefusedError extends Error {
  override readonly name = 'FollowRefusedError';
  constructor(readonly seguir: boolean) {
    super(seguir ? 'follow refused' : 'unfollow refused');
  }
}

type Snapshot = Array<[readonly unknown[], PublicProfile | undefined]>;

/**
 * The follow button's toggle: the profile shows the new state and count at once, and goes
 * back to what it was if the server refuses.
 */
export function useFollowMutation(username: string) {
  const queryClient = useQueryClient();
  const key = [...profileKey(username), 'profile'];
  return useMutation<void, FollowRefusedError, boolean, { previous: Snapshot }>({
    mutationFn: async (seguir) => {
      if (!(await (seguir ? follow(username) : unfollow(username)))) throw new FollowRefusedError(seguir);
    },
    onMutate: async (seguir) => {
      await queryClient.cancelQueries({ queryKey: key });
      const previous = queryClient.getQueriesData<PublicProfile>({ queryKey: key });
      queryClient.setQueriesData<PublicProfile>({ queryKey: key }, (profile) =>
        profile && profile.seguindo !== seguir
          ? { ...profile, seguindo: seguir, seguidoresCount: Math.max(0, profile.seguidoresCount + (seguir ? 1 : -1)) }
          : profile,
      );
      return { previous };
    },
    onError: (_error, _seguir, context) => {
      context?.previous.forEach(([queryKey, data]) => queryClient.setQueryData(queryKey, data));
    },
    onSuccess: () => {
      // Counts and lists elsewhere changed too (this profile's followers, my own "seguindo"):
      // the ones on screen are fetched again, the others when next shown.
      void queryClient.invalidateQueries({ queryKey: ['users'] });
      void queryClient.invalidateQueries({ queryKey: ME_KEY });
    },
  });
}

import { useQuery } from '@tanstack/react-query';
import type { PublicProfile } from '@sorteios/api-contract';
import { authedRequest } from '../../../lib/authed-request';
import { useSession } from '../../../lib/use-session';
import { profileKey } from './profile.types';

/** GET /api/users/:username — with the token when signed in, so `seguindo` is the visitor's. */
export function getPublicProfile(username: string): Promise<PublicProfile> {
  return authedRequest<PublicProfile>(`/api/users/${encodeURIComponent(username)}`);
}

/**
 * Waits for a returning visitor's session to be restored, and keys the answer by session, so
 * `seguindo` is never the signed-out answer shown to a signed-in person (or the other way).
 */
export function usePublicProfileQuery(username: string) {
  const { status } = useSession();
  return useQuery({
    queryKey: [...profileKey(username), 'profile', status],
    queryFn: () => getPublicProfile(username),
    enabled: status !== 'restoring',
  });
}

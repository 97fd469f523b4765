import { useMutation } from '@tanstack/react-query';
import type { InstagramAuthorization } from '@sorteios/api-contract';
import { authedRequest } from '../../../lib/authed-request';
import { browserLocation } from '../../../lib/browser-location';

/**
 * POST /api/instagram/connect: a one-time authorization address. A POST and not a link to the
 * API: the browser would not send the session's bearer token on a navigation.
 */
export function startInstagramConnection(): Promise<InstagramAuthorization> {
  return authedRequest<InstagramAuthorization>('/api/instagram/connect', { method: 'POST' });
}

/** Asks for the address, then leaves for Instagram's authorization page (it comes back to /instagram-callback). */
export function useConnectInstagramMutation() {
  return useMutation({ mutationFn: startInstagramConnection, onSuccess: ({ url }) => browserLocation.assign(url) });
}

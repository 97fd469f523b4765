import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { InstagramConnected } from '@sorteios/api-contract';
import { authedRequest } from '../../../lib/authed-request';
import { instagramKey } from './instagram-query-keys';

/** POST /api/instagram/callback: the code and state Instagram sent back; the state is good once. */
export function completeInstagramConnection(body: { code: string; state: string }): Promise<InstagramConnected> {
  return authedRequest<InstagramConnected>('/api/instagram/callback', { method: 'POST', body });
}

export function useCompleteInstagramMutation() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: completeInstagramConnection, onSuccess: () => queryClient.invalidateQueries({ queryKey: instagramKey }) });
}

import { useMutation, useQueryClient } from '@tanstack/react-query';
import { authedRequest } from '../../../lib/authed-request';
import { instagramKey, instagramMediaKey } from './instagram-query-keys';

/** DELETE /api/instagram: the stored access is deleted. */
export function disconnectInstagram(): Promise<void> {
  return authedRequest<void>('/api/instagram', { method: 'DELETE' });
}

export function useDisconnectInstagramMutation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: disconnectInstagram,
    onSuccess: () => {
      queryClient.removeQueries({ queryKey: instagramMediaKey });
      void queryClient.invalidateQueries({ queryKey: instagramKey, exact: true });
    },
  });
}

import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { LinkedIdentity } from '@sorteios/api-contract';
import { authedRequest } from '../../../lib/authed-request';
import { ME_KEY } from '../../../lib/use-me';

/** DELETE /api/me/identities/:provider/:subject: refused (409 LAST_SIGN_IN_METHOD) when it is the only way in. */
export function unlinkIdentity({ provedor, sujeito }: LinkedIdentity): Promise<void> {
  return authedRequest<void>(`/api/me/identities/${encodeURIComponent(provedor)}/${encodeURIComponent(sujeito)}`, { method: 'DELETE' });
}

export function useUnlinkIdentityMutation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: unlinkIdentity,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ME_KEY, exact: true }),
  });
}

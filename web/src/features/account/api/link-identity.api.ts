import { useMutation } from '@tanstack/react-query';
import type { LinkStart } from '@sorteios/api-contract';
import { authedRequest } from '../../../lib/authed-request';
import { browserLocation } from '../../../lib/browser-location';

/**
 * POST /api/auth/oidc/:provider/link, then off to the provider: it sends the browser back to
 * the panel with the identity linked (?vinculada=<provider>) or with ?erro=<code>.
 */
export async function startLinking(provider: string): Promise<void> {
  const next = `/dashboard?vinculada=${encodeURIComponent(provider)}`;
  const { url } = await authedRequest<LinkStart>(`/api/auth/oidc/${encodeURIComponent(provider)}/link`, { method: 'POST', body: { next } });
  browserLocation.assign(url);
}

export function useLinkIdentityMutation() {
  return useMutation({ mutationFn: startLinking });
}

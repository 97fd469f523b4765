import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { RotatedWebhookSecret } from '@sorteios/api-contract';
import { authedRequest } from '../../../lib/authed-request';
import { webhookPath, webhooksKey } from './webhooks-query-keys';

/** POST /api/webhooks/:id/rotate-secret: a new secret, shown only here; the old one signs too for 24 h. */
export function rotateWebhookSecret(id: string): Promise<RotatedWebhookSecret> {
  return authedRequest<RotatedWebhookSecret>(`${webhookPath(id)}/rotate-secret`, { method: 'POST' });
}

export function useRotateWebhookSecretMutation() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: rotateWebhookSecret, onSuccess: () => void queryClient.invalidateQueries({ queryKey: webhooksKey, exact: true }) });
}

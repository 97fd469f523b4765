import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { CreatedWebhookEndpoint, CreateWebhookRequest } from '@sorteios/api-contract';
import { authedRequest } from '../../../lib/authed-request';
import { webhooksKey } from './webhooks-query-keys';

/** POST /api/webhooks: the answer is the only one that carries the signing secret. */
export function createWebhook(body: CreateWebhookRequest): Promise<CreatedWebhookEndpoint> {
  return authedRequest<CreatedWebhookEndpoint>('/api/webhooks', { method: 'POST', body });
}

export function useCreateWebhookMutation() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: createWebhook, onSuccess: () => void queryClient.invalidateQueries({ queryKey: webhooksKey }) });
}

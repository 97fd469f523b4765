import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { WebhookTestAnswer } from '@sorteios/api-contract';
import { authedRequest } from '../../../lib/authed-request';
import { webhookDeliveriesKey, webhookPath } from './webhooks-query-keys';

/** POST /api/webhooks/:id/test (202): a `webhook.test` event is delivered like any other. */
export function sendWebhookTest(id: string): Promise<WebhookTestAnswer> {
  return authedRequest<WebhookTestAnswer>(`${webhookPath(id)}/test`, { method: 'POST' });
}

export function useSendWebhookTestMutation() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: sendWebhookTest, onSuccess: (_answer, id) => void queryClient.invalidateQueries({ queryKey: webhookDeliveriesKey(id) }) });
}

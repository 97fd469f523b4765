import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ReplayWebhookRequest, WebhookReplayAnswer } from '@sorteios/api-contract';
import { authedRequest } from '../../../lib/authed-request';
import { webhookDeliveriesKey, webhookPath } from './webhooks-query-keys';

/** POST /api/webhooks/:id/replay (202): every matching event since `desde`, again, in order. */
export function replayWebhook({ endpointId, body }: { endpointId: string; body: ReplayWebhookRequest }): Promise<WebhookReplayAnswer> {
  return authedRequest<WebhookReplayAnswer>(`${webhookPath(endpointId)}/replay`, { method: 'POST', body });
}

export function useReplayWebhookMutation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: replayWebhook,
    onSuccess: (_answer, { endpointId }) => void queryClient.invalidateQueries({ queryKey: webhookDeliveriesKey(endpointId) }),
  });
}

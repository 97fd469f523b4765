import { useMutation, useQueryClient } from '@tanstack/react-query';
import { authedRequest } from '../../../lib/authed-request';
import { webhookDeliveriesKey, webhookPath, webhooksKey } from './webhooks-query-keys';

/** DELETE /api/webhooks/:id: the endpoint and its delivery log go. */
export function deleteWebhook(id: string): Promise<void> {
  return authedRequest<void>(webhookPath(id), { method: 'DELETE' });
}

export function useDeleteWebhookMutation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteWebhook,
    onSuccess: (_answer, id) => {
      queryClient.removeQueries({ queryKey: webhookDeliveriesKey(id) });
      void queryClient.invalidateQueries({ queryKey: webhooksKey, exact: true });
    },
  });
}

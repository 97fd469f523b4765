import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { UpdateWebhookRequest, WebhookEndpoint } from '@sorteios/api-contract';
import { authedRequest } from '../../../lib/authed-request';
import { webhookPath, webhooksKey } from './webhooks-query-keys';

/** PATCH /api/webhooks/:id: url, events, description; `ativo` pauses (false) or resumes (true). */
export function updateWebhook({ id, changes }: { id: string; changes: UpdateWebhookRequest }): Promise<WebhookEndpoint> {
  return authedRequest<WebhookEndpoint>(webhookPath(id), { method: 'PATCH', body: changes });
}

export function useUpdateWebhookMutation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateWebhook,
    onSuccess: (updated) => {
      queryClient.setQueryData<WebhookEndpoint[]>(webhooksKey, (list) => list?.map((item) => (item.id === updated.id ? updated : item)));
      void queryClient.invalidateQueries({ queryKey: webhooksKey, exact: true });
    },
  });
}

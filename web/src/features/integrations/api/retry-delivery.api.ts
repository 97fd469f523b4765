import { useMutation, useQueryClient } from '@tanstack/react-query';
import { authedRequest } from '../../../lib/authed-request';
import { webhookDeliveriesKey, webhookPath } from './webhooks-query-keys';

interface RetryDelivery {
  endpointId: string;
  deliveryId: string;
}

/** POST /api/webhooks/:id/deliveries/:deliveryId/retry (202): one more try, same webhook-id. */
export function retryDelivery({ endpointId, deliveryId }: RetryDelivery): Promise<unknown> {
  return authedRequest<unknown>(`${webhookPath(endpointId)}/deliveries/${encodeURIComponent(deliveryId)}/retry`, { method: 'POST' });
}

export function useRetryDeliveryMutation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: retryDelivery,
    onSuccess: (_answer, { endpointId }) => void queryClient.invalidateQueries({ queryKey: webhookDeliveriesKey(endpointId) }),
  });
}

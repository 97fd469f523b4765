import { useInfiniteQuery } from '@tanstack/react-query';
import type { WebhookDeliveriesPage, WebhookDeliveryStatus } from '@sorteios/api-contract';
import { authedRequest } from '../../../lib/authed-request';
import { webhookDeliveriesKey, webhookPath } from './webhooks-query-keys';

export const DELIVERIES_PAGE_SIZE = 20;
/** While a delivery waits for a try, the log asks again this often, so its outcome shows up by itself. */
export const PENDING_REFRESH_MS = 10_000;

export function deliveriesPath(endpointId: string, status: WebhookDeliveryStatus | null, cursor: string | null): string {
  const params = new URLSearchParams();
  if (status) params.set('status', status);
  params.set('limit', String(DELIVERIES_PAGE_SIZE));
  if (cursor) params.set('cursor', cursor);
  return `${webhookPath(endpointId)}/deliveries?${params.toString()}`;
}

/** GET /api/webhooks/:id/deliveries, newest first, page by page. */
export function useDeliveriesQuery(endpointId: string, status: WebhookDeliveryStatus | null) {
  return useInfiniteQuery({
    queryKey: [...webhookDeliveriesKey(endpointId), status],
    queryFn: ({ pageParam, signal }) => authedRequest<WebhookDeliveriesPage>(deliveriesPath(endpointId, status, pageParam), { signal }),
    initialPageParam: null as string | null,
    getNextPageParam: (last) => last.nextCursor ?? undefined,
    refetchInterval: (query) =>
      query.state.data?.pages.some((page) => page.items.some((item) => item.status === 'pendente')) ? PENDING_REFRESH_MS : false,
  });
}

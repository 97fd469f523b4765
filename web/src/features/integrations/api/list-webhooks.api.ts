import { useQuery } from '@tanstack/react-query';
import type { WebhookEndpoint } from '@sorteios/api-contract';
import { authedRequest } from '../../../lib/authed-request';
import { webhooksKey } from './webhooks-query-keys';

/** GET /api/webhooks: my endpoints, never their secrets. */
export function listWebhooks(): Promise<WebhookEndpoint[]> {
  return authedRequest<WebhookEndpoint[]>('/api/webhooks');
}

/** Asked only once the plan is known to include webhooks (the section shows Grátis an explanation instead). */
export function useWebhooksQuery() {
  return useQuery({ queryKey: webhooksKey, queryFn: listWebhooks });
}

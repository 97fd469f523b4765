// Under 'me' on purpose: the app drops every ['me', …] query when the session ends, so the
// next user of this tab never sees another person's endpoints or deliveries.
export const webhooksKey = ['me', 'webhooks'] as const;
export const webhookDeliveriesKey = (endpointId: string) => [...webhooksKey, endpointId, 'deliveries'] as const;

export const webhookPath = (id: string) => `/api/webhooks/${encodeURIComponent(id)}`;

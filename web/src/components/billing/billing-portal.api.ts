import { useMutation } from '@tanstack/react-query';
import type { BillingRedirect } from '@sorteios/api-contract';
import { authedRequest } from '../../lib/authed-request';
import { browserLocation } from '../../lib/browser-location';

/** POST /api/billing/portal: the payment provider's page where the person manages their subscription. */
export function openBillingPortal(): Promise<BillingRedirect> {
  return authedRequest<BillingRedirect>('/api/billing/portal', { method: 'POST' });
}

/** Leaves the SPA for the provider's page; refused (NO_SUBSCRIPTION, BILLING_NOT_CONFIGURED) with the API's message. */
export function useBillingPortalMutation() {
  return useMutation({ mutationFn: openBillingPortal, onSuccess: ({ url }) => browserLocation.assign(url) });
}

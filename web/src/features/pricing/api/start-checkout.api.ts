import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { BillingRedirect, CheckoutRequest } from '@sorteios/api-contract';
import { ApiError } from '../../../lib/api-error';
import { authedRequest } from '../../../lib/authed-request';
import { browserLocation } from '../../../lib/browser-location';
import { MY_PLAN_KEY } from '../../../lib/use-my-plan';

/** POST /api/billing/checkout: the payment provider's page for this plan and cycle. */
export function startCheckout(body: CheckoutRequest): Promise<BillingRedirect> {
  return authedRequest<BillingRedirect>('/api/billing/checkout', { method: 'POST', body });
}

/**
 * Sends the browser to the provider's checkout. Refusals keep the API's pt-BR message
 * (BILLING_NOT_CONFIGURED, ALREADY_PRO, PAYMENT_PROVIDER_UNAVAILABLE); ALREADY_PRO also means
 * the plan shown here is old, so it is asked again.
 */
export function useCheckoutMutation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: startCheckout,
    onSuccess: ({ url }) => browserLocation.assign(url),
    onError: (error) => {
      if (error instanceof ApiError && error.code === 'ALREADY_PRO') void queryClient.invalidateQueries({ queryKey: MY_PLAN_KEY });
    },
  });
}

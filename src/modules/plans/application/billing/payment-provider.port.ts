import type { ProviderEvent } from '../../domain/provider-event';
import type { BillingCycle } from '../../domain/subscription.events';

/**
 * The PaymentProvider port (issue 12, docs/billing.md). Two adapters: `manual` (the embedded
 * default: no payments, every call answers 409 BILLING_NOT_CONFIGURED) and `stripe` (chosen
 * by STRIPE_SECRET_KEY). Errors are DomainErrors: BILLING_NOT_CONFIGURED (409),
 * PAYMENT_PROVIDER_UNAVAILABLE (503: the provider could not be reached or failed),
 * INVALID_SIGNATURE (400: a webhook not signed by the provider).
 */
export interface CheckoutRequest {
  userId: string;
  email: string;
  ciclo: BillingCycle;
  /** Prices in BRL cents, from the plans' data (the provider holds no price of its own). */
  precoCentavos: number;
  /** The customer already known from an earlier subscription, if any. */
  clienteId: string | null;
  successUrl: string;
  cancelUrl: string;
}

export interface PaymentProvider {
  readonly name: 'manual' | 'stripe';
  /** A hosted checkout page for Pro; the person is sent there. */
  checkout(request: CheckoutRequest): Promise<{ url: string }>;
  /** The provider's page where a subscriber changes card, cancels or sees invoices. */
  portal(request: { clienteId: string; returnUrl: string }): Promise<{ url: string }>;
  /**
   * Checks the signature of a webhook delivery on its raw bytes and reads it. Null: a valid
   * event of a type billing does not act on (answered 200, nothing recorded).
   */
  parseWebhook(rawBody: Buffer, headers: Record<string, string | string[] | undefined>): ProviderEvent | null;
}

export const PAYMENT_PROVIDER = Symbol('PAYMENT_PROVIDER');

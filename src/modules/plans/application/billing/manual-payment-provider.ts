import { billingErrors } from '../../domain/billing.errors';
import type { ProviderEvent } from '../../domain/provider-event';
import type { PaymentProvider } from './payment-provider.port';

/**
 * The embedded default (no STRIPE_SECRET_KEY): this installation takes no payments. Checkout
 * and the portal answer 409 BILLING_NOT_CONFIGURED (Pro is granted by an admin instead), and
 * a webhook is refused as INVALID_SIGNATURE (400): no provider holds a secret to sign one, so
 * nothing that arrives there is recorded.
 */
export class ManualPaymentProvider implements PaymentProvider {
  readonly name = 'manual' as const;

  async checkout(): Promise<{ url: string }> {
    throw billingErrors.notConfigured();
  }

  async portal(): Promise<{ url: string }> {
    throw billingErrors.notConfigured();
  }

  parseWebhook(): ProviderEvent | null {
    throw billingErrors.invalidSignature();
  }
}

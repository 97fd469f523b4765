import type { FactoryProvider } from '@nestjs/common';
import { APP_CONFIG, type AppConfig } from '../../../../config/app-config';
import { ManualPaymentProvider } from './manual-payment-provider';
import { PAYMENT_PROVIDER, type PaymentProvider } from './payment-provider.port';

/**
 * Stripe when STRIPE_SECRET_KEY is configured (with its webhook secret; app-config.ts
 * requires both), otherwise the manual provider, which takes no payments. Both pass
 * test/contract/payment-provider.contract.ts.
 */
export function createPaymentProvider(billing: AppConfig['billing']): PaymentProvider {
  if (billing.stripe) {
    // Required only when configured: the Stripe SDK costs every start without it for nothing.
    const { StripePaymentProvider } = require('./stripe-payment-provider') as typeof import('./stripe-payment-provider');
    return new StripePaymentProvider(billing.stripe.secretKey, billing.stripe.webhookSecret, billing.stripe.apiBase);
  }
  return new ManualPaymentProvider();
}

/** PAYMENT_PROVIDER for the plans module's providers. */
export const paymentProviderFactory: FactoryProvider<PaymentProvider> = {
  provide: PAYMENT_PROVIDER,
  inject: [APP_CONFIG],
  useFactory: (config: AppConfig) => createPaymentProvider(config.billing),
};

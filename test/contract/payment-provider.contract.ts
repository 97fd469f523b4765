import type { CheckoutRequest, PaymentProvider } from '../../src/modules/plans/application/billing/payment-provider.port';
import { signStripePayload, stripeCheckoutCompleted, stripeEvent } from '../support/stripe-events';

export interface PaymentProviderHarness {
  provider: PaymentProvider;
  /**
   * The webhook secret the provider was given, to sign deliveries as the provider would;
   * null: it takes no payments (manual), so nothing can be signed for it.
   */
  webhookSecret: string | null;
}

export const checkoutRequest = (over: Partial<CheckoutRequest> = {}): CheckoutRequest => ({
  userId: 'usr-contrato-1',
  email: 'assinante@example.com',
  ciclo: 'mensal',
  precoCentavos: 2990,
  clienteId: null,
  successUrl: 'http://localhost:3000/conta/assinatura?checkout=ok',
  cancelUrl: 'http://localhost:3000/precos?checkout=cancelado',
  ...over,
});

/** The code of the DomainError `run` throws (or rejects with); fails when it does not. */
export async function errorCodeOf(run: () => unknown): Promise<string> {
  try {
    await run();
  } catch (error) {
    expect(error).toMatchObject({ name: 'DomainError' });
    return (error as { code: string }).code;
  }
  throw new Error('esperava um DomainError, mas a chamada deu certo');
}

/** A delivery: the body's exact bytes and the headers it comes with. */
export const delivery = (payload: string, headers: Record<string, string | string[] | undefined>) =>
  [Buffer.from(payload, 'utf8'), headers] as const;

/**
 * The PaymentProvider contract (payment-provider.port.ts): what every adapter does with
 * checkout, the portal and a webhook. Each adapter's test file supplies a fresh harness per test.
 */
export function paymentProviderContract(open: () => Promise<PaymentProviderHarness>): void {
  let harness: PaymentProviderHarness;
  let provider: PaymentProvider;
  beforeEach(async () => {
    harness = await open();
    provider = harness.provider;
  });

  test('names itself as one of the known providers', () => {
    expect(['manual', 'stripe']).toContain(provider.name);
  });

  describe('checkout and portal', () => {
    test('checkout answers the address of a hosted page, or refuses with BILLING_NOT_CONFIGURED when it takes no payments', async () => {
      if (harness.webhookSecret === null) {
        expect(await errorCodeOf(() => provider.checkout(checkoutRequest()))).toBe('BILLING_NOT_CONFIGURED');
      } else {
        const { url } = await provider.checkout(checkoutRequest());
        expect(url).toMatch(/^https?:\/\/\S+$/);
      }
    });

    test('checkout for a returning customer, yearly, is answered the same way', async () => {
      const request = checkoutRequest({ ciclo: 'anual', precoCentavos: 29900, clienteId: 'cus_contrato' });
      if (harness.webhookSecret === null) {
        expect(await errorCodeOf(() => provider.checkout(request))).toBe('BILLING_NOT_CONFIGURED');
      } else {
        expect((await provider.checkout(request)).url).toMatch(/^https?:\/\/\S+$/);
      }
    });

    test('the portal answers the address of the subscriber’s page, or refuses with BILLING_NOT_CONFIGURED when it takes no payments', async () => {
      const request = { clienteId: 'cus_contrato', returnUrl: 'http://localhost:3000/conta/assinatura' };
      if (harness.webhookSecret === null) {
        expect(await errorCodeOf(() => provider.portal(request))).toBe('BILLING_NOT_CONFIGURED');
      } else {
        expect((await provider.portal(request)).url).toMatch(/^https?:\/\/\S+$/);
      }
    });
  });

  describe('webhooks', () => {
    const payload = JSON.stringify(stripeCheckoutCompleted({ userId: 'usr-1', customer: 'cus_1', subscription: 'sub_1', ciclo: 'mensal' }));

    test('refuses a delivery without a signature as INVALID_SIGNATURE', async () => {
      expect(await errorCodeOf(() => provider.parseWebhook(...delivery(payload, {})))).toBe('INVALID_SIGNATURE');
      expect(await errorCodeOf(() => provider.parseWebhook(...delivery(payload, { 'stripe-signature': '' })))).toBe('INVALID_SIGNATURE');
    });

    test('refuses a delivery signed with another secret as INVALID_SIGNATURE', async () => {
      const forged = signStripePayload(payload, 'whsec_de_outra_conta');
      expect(await errorCodeOf(() => provider.parseWebhook(...delivery(payload, { 'stripe-signature': forged })))).toBe('INVALID_SIGNATURE');
    });

    test('refuses a delivery carrying two signature headers as INVALID_SIGNATURE', async () => {
      const forged = signStripePayload(payload, 'whsec_de_outra_conta');
      expect(await errorCodeOf(() => provider.parseWebhook(...delivery(payload, { 'stripe-signature': [forged, forged] })))).toBe('INVALID_SIGNATURE');
    });

    test('refuses a signed delivery whose body was changed afterwards (one byte) as INVALID_SIGNATURE', async () => {
      const signature = signStripePayload(payload, harness.webhookSecret ?? 'whsec_qualquer');
      const tampered = payload.replace('"usr-1"', '"usr-2"');
      expect(tampered).not.toBe(payload);
      expect(await errorCodeOf(() => provider.parseWebhook(...delivery(tampered, { 'stripe-signature': signature })))).toBe('INVALID_SIGNATURE');
    });

    test('reads a correctly signed delivery of a type billing does not act on as null, or refuses it when it takes no payments', async () => {
      const unrelated = JSON.stringify(stripeEvent('customer.created', { id: 'cus_1', object: 'customer', email: 'a@example.com' }));
      const secret = harness.webhookSecret;
      if (secret === null) {
        const signature = signStripePayload(unrelated, 'whsec_qualquer');
        expect(await errorCodeOf(() => provider.parseWebhook(...delivery(unrelated, { 'stripe-signature': signature })))).toBe('INVALID_SIGNATURE');
      } else {
        expect(provider.parseWebhook(...delivery(unrelated, { 'stripe-signature': signStripePayload(unrelated, secret) }))).toBeNull();
      }
    });
  });
}

import { describeWithStripeMock } from '../support/stripe-mock';
import { Logger } from '@nestjs/common';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import Stripe from 'stripe';
import { loadConfig } from '../../src/config/app-config';
import { ManualPaymentProvider } from '../../src/modules/plans/application/billing/manual-payment-provider';
import { createPaymentProvider } from '../../src/modules/plans/application/billing/payment-provider.factory';
import { StripePaymentProvider } from '../../src/modules/plans/application/billing/stripe-payment-provider';
import type { ProviderEvent } from '../../src/modules/plans/domain/provider-event';
import {
  signStripePayload,
  stripeCheckoutCompleted,
  stripeEvent,
  stripeInvoicePaid,
  stripeInvoicePaymentFailed,
  stripeSubscriptionDeleted,
  stripeSubscriptionUpdated,
  type StripeTestEvent,
} from '../support/stripe-events';
import { checkoutRequest, delivery, errorCodeOf, paymentProviderContract } from './payment-provider.contract';

const SECRET_KEY = 'sk_test_123';
const WEBHOOK_SECRET = 'whsec_contrato_sorteios';

/** A loopback port nothing listens on (taken from the kernel, then let go). */
function closedPort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as AddressInfo;
      server.close(() => resolve(port));
    });
  });
}

/** The provider the app would build from these variables (app-config.ts, then the factory). */
const providerFrom = (env: Record<string, string>) =>
  createPaymentProvider(loadConfig({ DATA_DIR: tmpdir(), JWT_SECRET: 'x'.repeat(32), ...env }, []).billing);

/** Nest's logger, silenced and recorded: what the adapter logs, and that no secret is in it. */
function recordLogs(): { lines: () => string; restore: () => void } {
  const spies = (['error', 'warn', 'log'] as const).map((level) => jest.spyOn(Logger.prototype, level).mockImplementation(() => undefined));
  return { lines: () => spies.flatMap((s) => s.mock.calls.map((call) => call.map(String).join(' '))).join('\n'), restore: () => spies.forEach((s) => s.mockRestore()) };
}

describe('PaymentProvider contract: manual (this installation takes no payments)', () => {
  paymentProviderContract(async () => ({ provider: new ManualPaymentProvider(), webhookSecret: null }));

  test('is what the app uses when STRIPE_SECRET_KEY is unset', () => {
    expect(providerFrom({}).name).toBe('manual');
  });
});

// .ci/run and the jest global setup start stripe-mock (test/support/start-stripe-mock.sh) and set STRIPE_MOCK_URL.
describeWithStripeMock('PaymentProvider contract: Stripe against stripe-mock', (stripeMockUrl) => {
  paymentProviderContract(async () => ({
    provider: providerFrom({ STRIPE_SECRET_KEY: SECRET_KEY, STRIPE_WEBHOOK_SECRET: WEBHOOK_SECRET, STRIPE_API_BASE: stripeMockUrl }),
    webhookSecret: WEBHOOK_SECRET,
  }));

  test('is what the app uses when STRIPE_SECRET_KEY and STRIPE_WEBHOOK_SECRET are set', () => {
    expect(providerFrom({ STRIPE_SECRET_KEY: SECRET_KEY, STRIPE_WEBHOOK_SECRET: WEBHOOK_SECRET }).name).toBe('stripe');
  });
});

describe('Stripe payment provider when Stripe cannot be reached', () => {
  test('checkout and the portal refuse with PAYMENT_PROVIDER_UNAVAILABLE, and the log says why without the secret key', async () => {
    const logs = recordLogs();
    try {
      const provider = new StripePaymentProvider(SECRET_KEY, WEBHOOK_SECRET, { host: '127.0.0.1', port: await closedPort(), protocol: 'http' });
      expect(await errorCodeOf(() => provider.checkout(checkoutRequest()))).toBe('PAYMENT_PROVIDER_UNAVAILABLE');
      expect(await errorCodeOf(() => provider.portal({ clienteId: 'cus_1', returnUrl: 'http://localhost:3000/conta' }))).toBe('PAYMENT_PROVIDER_UNAVAILABLE');
      expect(logs.lines()).toContain('StripeConnectionError');
      expect(logs.lines()).not.toContain(SECRET_KEY);
    } finally {
      logs.restore();
    }
  });
});

/** A stand-in for api.stripe.com answering each request with the next scripted reply, and recording what it was asked. */
async function scriptedStripe(replies: { status: number; body: unknown }[]) {
  const requests: { path: string; form: URLSearchParams; authorization: string | undefined }[] = [];
  const server: Server = createServer((req: IncomingMessage, res: ServerResponse) => {
    let body = '';
    req.on('data', (chunk: Buffer) => (body += chunk.toString()));
    req.on('end', () => {
      requests.push({ path: req.url ?? '', form: new URLSearchParams(body), authorization: req.headers.authorization });
      const reply = replies.shift() ?? { status: 500, body: { error: { type: 'api_error', message: 'sem resposta roteirizada' } } };
      res.writeHead(reply.status, { 'content-type': 'application/json', 'request-id': 'req_roteiro' });
      res.end(JSON.stringify(reply.body));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    provider: new StripePaymentProvider(SECRET_KEY, WEBHOOK_SECRET, { host: '127.0.0.1', port, protocol: 'http' }),
    requests,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

const session = (url: string | null) => ({ id: 'cs_test_1', object: 'checkout.session', url });
const missingCustomer = {
  status: 400,
  body: { error: { type: 'invalid_request_error', code: 'resource_missing', param: 'customer', message: "No such customer: 'cus_velho'" } },
};

describe('Stripe payment provider requests (against a scripted server)', () => {
  let logs: ReturnType<typeof recordLogs>;
  beforeEach(() => (logs = recordLogs()));
  afterEach(() => logs.restore());

  test('checkout asks for a monthly subscription in BRL at the given price, by card or Pix, in pt-BR, carrying the user and the cycle', async () => {
    const stripe = await scriptedStripe([{ status: 200, body: session('https://checkout.stripe.com/c/pay/cs_test_1') }]);
    try {
      expect(await stripe.provider.checkout(checkoutRequest())).toEqual({ url: 'https://checkout.stripe.com/c/pay/cs_test_1' });
      const [{ path, form, authorization }] = stripe.requests;
      expect(path).toBe('/v1/checkout/sessions');
      expect(authorization).toBe(`Bearer ${SECRET_KEY}`);
      expect(Object.fromEntries(form)).toMatchObject({
        mode: 'subscription',
        customer_email: 'assinante@example.com',
        client_reference_id: 'usr-contrato-1',
        'metadata[userId]': 'usr-contrato-1',
        'metadata[ciclo]': 'mensal',
        'subscription_data[metadata][userId]': 'usr-contrato-1',
        'subscription_data[metadata][ciclo]': 'mensal',
        'payment_method_types[0]': 'card',
        'payment_method_types[1]': 'pix',
        'line_items[0][quantity]': '1',
        'line_items[0][price_data][currency]': 'brl',
        'line_items[0][price_data][unit_amount]': '2990',
        'line_items[0][price_data][recurring][interval]': 'month',
        'line_items[0][price_data][product_data][name]': 'Sorteios Pro',
        locale: 'pt-BR',
        success_url: 'http://localhost:3000/conta/assinatura?checkout=ok',
        cancel_url: 'http://localhost:3000/precos?checkout=cancelado',
      });
      expect(form.has('customer')).toBe(false);
    } finally {
      await stripe.close();
    }
  });

  test('checkout of a yearly plan for a known customer names the customer instead of the e-mail and bills every year', async () => {
    const stripe = await scriptedStripe([{ status: 200, body: session('https://checkout.stripe.com/c/pay/cs_test_1') }]);
    try {
      await stripe.provider.checkout(checkoutRequest({ ciclo: 'anual', precoCentavos: 29900, clienteId: 'cus_conhecido' }));
      const form = stripe.requests[0].form;
      expect(form.get('customer')).toBe('cus_conhecido');
      expect(form.has('customer_email')).toBe(false);
      expect(form.get('line_items[0][price_data][unit_amount]')).toBe('29900');
      expect(form.get('line_items[0][price_data][recurring][interval]')).toBe('year');
      expect(form.get('metadata[ciclo]')).toBe('anual');
    } finally {
      await stripe.close();
    }
  });

  test('checkout starts over by e-mail when Stripe no longer knows the remembered customer', async () => {
    const stripe = await scriptedStripe([missingCustomer, { status: 200, body: session('https://checkout.stripe.com/c/pay/cs_test_2') }]);
    try {
      const { url } = await stripe.provider.checkout(checkoutRequest({ clienteId: 'cus_velho' }));
      expect(url).toBe('https://checkout.stripe.com/c/pay/cs_test_2');
      expect(stripe.requests.map((r) => [r.form.get('customer'), r.form.get('customer_email')])).toEqual([
        ['cus_velho', null],
        [null, 'assinante@example.com'],
      ]);
      expect(logs.lines()).toContain('cus_velho');
    } finally {
      await stripe.close();
    }
  });

  test('an error answer, or a session without a url, is PAYMENT_PROVIDER_UNAVAILABLE, logged with Stripe’s error', async () => {
    const stripe = await scriptedStripe([
      { status: 401, body: { error: { type: 'invalid_request_error', message: 'Invalid API Key provided: sk_test_***123' } } },
      { status: 200, body: session(null) },
      { status: 400, body: { error: { type: 'invalid_request_error', message: 'No configuration provided and your test mode default configuration has not been created.' } } },
    ]);
    try {
      expect(await errorCodeOf(() => stripe.provider.checkout(checkoutRequest()))).toBe('PAYMENT_PROVIDER_UNAVAILABLE');
      expect(await errorCodeOf(() => stripe.provider.checkout(checkoutRequest()))).toBe('PAYMENT_PROVIDER_UNAVAILABLE');
      expect(await errorCodeOf(() => stripe.provider.portal({ clienteId: 'cus_1', returnUrl: 'http://localhost:3000/conta' }))).toBe('PAYMENT_PROVIDER_UNAVAILABLE');
      expect(logs.lines()).toContain('Invalid API Key');
      expect(logs.lines()).toContain('sem url');
      expect(logs.lines()).toContain('default configuration');
      expect(logs.lines()).not.toContain(SECRET_KEY);
    } finally {
      await stripe.close();
    }
  });

  test('the portal asks for the customer’s page in pt-BR, returning to the given address', async () => {
    const stripe = await scriptedStripe([{ status: 200, body: { id: 'bps_1', object: 'billing_portal.session', url: 'https://billing.stripe.com/p/session/x' } }]);
    try {
      expect(await stripe.provider.portal({ clienteId: 'cus_1', returnUrl: 'http://localhost:3000/conta' })).toEqual({ url: 'https://billing.stripe.com/p/session/x' });
      expect(stripe.requests[0].path).toBe('/v1/billing_portal/sessions');
      expect(Object.fromEntries(stripe.requests[0].form)).toEqual({ customer: 'cus_1', return_url: 'http://localhost:3000/conta', locale: 'pt-BR' });
    } finally {
      await stripe.close();
    }
  });
});

describe('Stripe webhooks read as provider events (signed here, no network)', () => {
  // Never reached: parsing a webhook makes no request.
  const provider = new StripePaymentProvider(SECRET_KEY, WEBHOOK_SECRET, { host: '127.0.0.1', port: 9, protocol: 'http' });
  const parse = (event: StripeTestEvent | Record<string, unknown>) => {
    const payload = JSON.stringify(event);
    return provider.parseWebhook(...delivery(payload, { 'stripe-signature': signStripePayload(payload, WEBHOOK_SECRET) }));
  };
  const periodEnd = new Date('2026-12-25T12:00:00.000Z');
  const base: Omit<ProviderEvent, 'id' | 'tipo'> = {
    userId: 'usr-1',
    clienteId: 'cus_1',
    assinaturaId: 'sub_1',
    ciclo: 'mensal',
    ativoAte: null,
    cancelaNoFimDoPeriodo: false,
    status: null,
  };

  test('a completed checkout of a subscription is checkout-concluido, with the user, customer, subscription and cycle', () => {
    const event = stripeCheckoutCompleted({ userId: 'usr-1', customer: 'cus_1', subscription: 'sub_1', ciclo: 'anual' });
    expect(parse(event)).toEqual({ ...base, id: event.id, tipo: 'checkout-concluido', ciclo: 'anual' });
  });

  test('a completed checkout reads the user from the metadata when client_reference_id is missing, and expanded customer and subscription by their ids', () => {
    const event = stripeCheckoutCompleted({ userId: 'usr-1', customer: 'cus_1', subscription: 'sub_1', ciclo: 'mensal' });
    const object = event.data.object;
    Object.assign(object, { client_reference_id: null, customer: { id: 'cus_1', object: 'customer' }, subscription: { id: 'sub_1', object: 'subscription' } });
    expect(parse(event)).toEqual({ ...base, id: event.id, tipo: 'checkout-concluido' });
  });

  test('a completed checkout with an unknown cycle in its metadata reads the cycle as null', () => {
    const event = stripeCheckoutCompleted({ userId: 'usr-1', customer: 'cus_1', subscription: 'sub_1', ciclo: 'mensal' });
    (event.data.object.metadata as Record<string, string>).ciclo = 'semanal';
    expect(parse(event)).toMatchObject({ tipo: 'checkout-concluido', ciclo: null });
  });

  test('a completed checkout that is not a subscription (a one-off sale of the same account) is not acted on', () => {
    expect(parse(stripeCheckoutCompleted({ userId: 'usr-1', customer: 'cus_1', subscription: 'sub_1', ciclo: 'mensal', mode: 'payment' }))).toBeNull();
  });

  test('a Pix checkout completed before the payment arrived is not acted on; its async_payment_succeeded is checkout-concluido', () => {
    const options = { userId: 'usr-1', customer: 'cus_1', subscription: 'sub_1', ciclo: 'mensal' as const };
    expect(parse(stripeCheckoutCompleted({ ...options, paymentStatus: 'unpaid' }))).toBeNull();
    const paid = stripeCheckoutCompleted({ ...options, type: 'checkout.session.async_payment_succeeded' });
    expect(parse(paid)).toEqual({ ...base, id: paid.id, tipo: 'checkout-concluido' });
  });

  test('a paid invoice is fatura-paga until the end of the period it bills (current shape: parent.subscription_details)', () => {
    const event = stripeInvoicePaid({ subscription: 'sub_1', userId: 'usr-1', customer: 'cus_1', periodEnd });
    expect(event.data.object).not.toHaveProperty('subscription');
    expect(parse(event)).toEqual({ ...base, id: event.id, tipo: 'fatura-paga', ativoAte: periodEnd.toISOString() });
  });

  test('a paid invoice in the shape of API versions before 2025-03-31 (invoice.subscription) reads the same', () => {
    const event = stripeInvoicePaid({ subscription: 'sub_1', userId: 'usr-1', customer: 'cus_1', periodEnd, ciclo: 'anual', shape: 'legacy' });
    expect(event.data.object).not.toHaveProperty('parent');
    expect(parse(event)).toEqual({ ...base, id: event.id, tipo: 'fatura-paga', ciclo: 'anual', ativoAte: periodEnd.toISOString() });
  });

  test('a paid invoice takes the latest period its lines bill, and leaves the end unknown when no line says', () => {
    const event = stripeInvoicePaid({ subscription: 'sub_1', userId: 'usr-1', customer: 'cus_1', periodEnd });
    const lines = (event.data.object.lines as { data: { period: { start: number; end: number } }[] }).data;
    const later = Math.floor(periodEnd.getTime() / 1000) + 86_400;
    lines.push({ ...lines[0], period: { start: lines[0].period.end, end: later } });
    expect(parse(event)).toMatchObject({ ativoAte: new Date(later * 1000).toISOString() });

    const withoutLines = stripeInvoicePaid({ subscription: 'sub_1', userId: 'usr-1', customer: 'cus_1', periodEnd });
    delete withoutLines.data.object.lines;
    expect(parse(withoutLines)).toEqual({ ...base, id: withoutLines.id, tipo: 'fatura-paga', ativoAte: null });
  });

  test('a paid invoice of a subscription without our metadata has no user', () => {
    const event = stripeInvoicePaid({ subscription: 'sub_1', userId: null, customer: 'cus_1', periodEnd });
    expect(parse(event)).toEqual({ ...base, id: event.id, tipo: 'fatura-paga', userId: null, ciclo: null, ativoAte: periodEnd.toISOString() });
  });

  test('a failed invoice payment is pagamento-falhou, with the same fields', () => {
    const event = stripeInvoicePaymentFailed({ subscription: 'sub_1', userId: 'usr-1', customer: 'cus_1', periodEnd });
    expect(parse(event)).toEqual({ ...base, id: event.id, tipo: 'pagamento-falhou', ativoAte: periodEnd.toISOString() });
    const legacy = stripeInvoicePaymentFailed({ subscription: 'sub_1', userId: 'usr-1', customer: 'cus_1', periodEnd, shape: 'legacy' });
    expect(parse(legacy)).toEqual({ ...base, id: legacy.id, tipo: 'pagamento-falhou', ativoAte: periodEnd.toISOString() });
  });

  test('a subscription set to cancel at the end of its period is assinatura-atualizada with cancelaNoFimDoPeriodo, Pro until that end', () => {
    const event = stripeSubscriptionUpdated({ subscription: 'sub_1', customer: 'cus_1', userId: 'usr-1', periodEnd, cancelAtPeriodEnd: true });
    expect(parse(event)).toEqual({
      ...base,
      id: event.id,
      tipo: 'assinatura-atualizada',
      ativoAte: periodEnd.toISOString(),
      cancelaNoFimDoPeriodo: true,
      status: 'active',
    });
  });

  test('a subscription given a cancel_at date (what the portal sets) is cancelaNoFimDoPeriodo too, Pro until the earlier of that date and the period’s end', () => {
    const soon = new Date('2026-12-20T00:00:00.000Z');
    expect(parse(stripeSubscriptionUpdated({ subscription: 'sub_1', customer: 'cus_1', userId: 'usr-1', periodEnd, cancelAt: soon }))).toMatchObject({
      cancelaNoFimDoPeriodo: true,
      ativoAte: soon.toISOString(),
    });
    expect(parse(stripeSubscriptionUpdated({ subscription: 'sub_1', customer: 'cus_1', userId: 'usr-1', periodEnd, cancelAt: periodEnd }))).toMatchObject({
      cancelaNoFimDoPeriodo: true,
      ativoAte: periodEnd.toISOString(),
    });
  });

  test('a renewed or past-due subscription is assinatura-atualizada with its status and period end, in both shapes', () => {
    const renewed = stripeSubscriptionUpdated({ subscription: 'sub_1', customer: 'cus_1', userId: 'usr-1', periodEnd, ciclo: 'anual' });
    expect(parse(renewed)).toEqual({ ...base, id: renewed.id, tipo: 'assinatura-atualizada', ciclo: 'anual', ativoAte: periodEnd.toISOString(), status: 'active' });
    const legacy = stripeSubscriptionUpdated({ subscription: 'sub_1', customer: 'cus_1', userId: 'usr-1', periodEnd, status: 'past_due', shape: 'legacy' });
    expect(parse(legacy)).toEqual({ ...base, id: legacy.id, tipo: 'assinatura-atualizada', ativoAte: periodEnd.toISOString(), status: 'past_due' });
  });

  test('a deleted subscription is assinatura-encerrada with status canceled', () => {
    const event = stripeSubscriptionDeleted({ subscription: 'sub_1', customer: 'cus_1', userId: 'usr-1', periodEnd });
    expect(parse(event)).toEqual({ ...base, id: event.id, tipo: 'assinatura-encerrada', ativoAte: periodEnd.toISOString(), status: 'canceled' });
  });

  test('a replayed delivery keeps the event id it was given', () => {
    const first = stripeSubscriptionDeleted({ subscription: 'sub_1', customer: 'cus_1', userId: 'usr-1', periodEnd, id: 'evt_replay' });
    const again = stripeSubscriptionDeleted({ subscription: 'sub_1', customer: 'cus_1', userId: 'usr-1', periodEnd, id: 'evt_replay' });
    expect([parse(first)?.id, parse(again)?.id]).toEqual(['evt_replay', 'evt_replay']);
  });

  test('an event of another type (customer.created) is read as null', () => {
    expect(parse(stripeEvent('customer.created', { id: 'cus_1', object: 'customer' }))).toBeNull();
  });

  test('a signed event missing its object, or with fields of unexpected types, gives nulls rather than failing', () => {
    expect(parse({ id: 'evt_1', object: 'event', type: 'invoice.paid', data: {} })).toBeNull();
    const odd = stripeEvent('customer.subscription.updated', { id: 42, customer: ['cus_1'], metadata: 'x', items: { data: 'x' }, cancel_at: 'amanhã', status: 7 });
    expect(parse(odd)).toEqual({
      id: odd.id,
      tipo: 'assinatura-atualizada',
      userId: null,
      clienteId: null,
      assinaturaId: null,
      ciclo: null,
      ativoAte: null,
      cancelaNoFimDoPeriodo: false,
      status: null,
    });
  });

  test('a correctly signed body that is not JSON is INVALID_SIGNATURE (400: nothing recorded)', async () => {
    const logs = recordLogs();
    try {
      const body = 'não é json';
      expect(await errorCodeOf(() => provider.parseWebhook(...delivery(body, { 'stripe-signature': signStripePayload(body, WEBHOOK_SECRET) })))).toBe('INVALID_SIGNATURE');
    } finally {
      logs.restore();
    }
  });

  test('a delivery signed more than five minutes ago (a captured one, replayed) is INVALID_SIGNATURE', async () => {
    const payload = JSON.stringify(stripeCheckoutCompleted({ userId: 'usr-1', customer: 'cus_1', subscription: 'sub_1', ciclo: 'mensal' }));
    const old = Stripe.webhooks.generateTestHeaderString({ payload, secret: WEBHOOK_SECRET, timestamp: Math.floor(Date.now() / 1000) - 600 });
    expect(await errorCodeOf(() => provider.parseWebhook(...delivery(payload, { 'stripe-signature': old })))).toBe('INVALID_SIGNATURE');
  });
});

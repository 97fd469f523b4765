import { Logger } from '@nestjs/common';
import Stripe from 'stripe';
import { billingErrors } from '../../domain/billing.errors';
import type { ProviderEvent } from '../../domain/provider-event';
import type { BillingCycle } from '../../domain/subscription.events';
import type { CheckoutRequest, PaymentProvider } from './payment-provider.port';

/** Where the client sends its requests instead of api.stripe.com (STRIPE_API_BASE: stripe-mock in the tests). */
export interface StripeApiBase {
  host: string;
  port: number;
  protocol: 'http' | 'https';
}

const TIMEOUT_MS = 10_000;

/**
 * The Stripe adapter of PaymentProvider (chosen by STRIPE_SECRET_KEY). Checkout is a hosted
 * Checkout Session in subscription mode whose price is sent inline (`price_data`, from the
 * plans' data: no Product or Price has to exist in the Stripe account); the portal is Stripe's
 * customer portal. Anything that goes wrong talking to Stripe is PAYMENT_PROVIDER_UNAVAILABLE
 * (503), logged with Stripe's own type, code and request id (never the key).
 *
 * The `stripe` package is pinned to 22.6.2, whose API version (2026-08-26.dahlia) is the one of
 * the newest stripe-mock the contract suite runs against (v0.203.0): stripe 23 sends an
 * `endive` version (2026-09-30 and later), which no longer takes `payment_method_types` on
 * Checkout Sessions (`allowed_payment_method_types` instead), and that stripe-mock refuses
 * the new parameter. Upgrade both together.
 *
 * Webhooks are read defensively: a payload is `unknown` until a narrow helper below has read a
 * field of the expected type, so the ProviderEvent handed to the domain never carries Stripe's
 * shapes. Both the shapes of API versions before 2025-03-31 (`invoice.subscription`,
 * `subscription.current_period_end`) and after (`invoice.parent.subscription_details`,
 * `subscription.items.data[].current_period_end`) are read.
 */
export class StripePaymentProvider implements PaymentProvider {
  readonly name = 'stripe' as const;
  private readonly logger = new Logger('Billing');
  private readonly stripe: Stripe;

  constructor(
    secretKey: string,
    private readonly webhookSecret: string,
    apiBase: StripeApiBase | null,
  ) {
    this.stripe = new Stripe(secretKey, {
      maxNetworkRetries: 1,
      timeout: TIMEOUT_MS,
      ...(apiBase ? { host: apiBase.host, port: apiBase.port, protocol: apiBase.protocol } : {}),
    });
  }

  async checkout(request: CheckoutRequest): Promise<{ url: string }> {
    const metadata = { userId: request.userId, ciclo: request.ciclo };
    const params = (clienteId: string | null): Stripe.Checkout.SessionCreateParams => ({
      mode: 'subscription',
      customer: clienteId ?? undefined,
      customer_email: clienteId ? undefined : request.email,
      client_reference_id: request.userId,
      metadata,
      subscription_data: { metadata },
      payment_method_types: ['card', 'pix'],
      line_items: [
        {
          quantity: 1,
          price_data: {
            currency: 'brl',
            unit_amount: request.precoCentavos,
            recurring: { interval: request.ciclo === 'anual' ? 'year' : 'month' },
            product_data: { name: 'Sorteios Pro' },
          },
        },
      ],
      locale: 'pt-BR',
      success_url: request.successUrl,
      cancel_url: request.cancelUrl,
    });
    let session: Stripe.Checkout.Session;
    try {
      session = await this.stripe.checkout.sessions.create(params(request.clienteId));
    } catch (error) {
      // A customer Stripe no longer knows (deleted in the dashboard, or remembered from test
      // mode before live keys were set) would block this person's checkout for good: start
      // over as a new customer, by e-mail.
      if (!request.clienteId || !isMissingCustomer(error)) throw this.unavailable('checkout', error);
      this.logger.warn(`Checkout: o cliente ${request.clienteId} não existe na Stripe; criando a sessão pelo e-mail (usuário ${request.userId})`);
      try {
        session = await this.stripe.checkout.sessions.create(params(null));
      } catch (retryError) {
        throw this.unavailable('checkout', retryError);
      }
    }
    if (!session.url) throw this.unavailable('checkout', new Error(`sessão ${session.id} sem url`));
    return { url: session.url };
  }

  async portal(request: { clienteId: string; returnUrl: string }): Promise<{ url: string }> {
    let session: Stripe.BillingPortal.Session;
    try {
      session = await this.stripe.billingPortal.sessions.create({ customer: request.clienteId, return_url: request.returnUrl, locale: 'pt-BR' });
    } catch (error) {
      throw this.unavailable('portal', error);
    }
    if (!session.url) throw this.unavailable('portal', new Error(`sessão ${session.id} sem url`));
    return { url: session.url };
  }

  parseWebhook(rawBody: Buffer, headers: Record<string, string | string[] | undefined>): ProviderEvent | null {
    const signature = headers['stripe-signature'];
    if (typeof signature !== 'string' || signature === '') throw billingErrors.invalidSignature();
    let event: unknown;
    try {
      event = this.stripe.webhooks.constructEvent(rawBody, signature, this.webhookSecret);
    } catch (error) {
      // A bad signature, a stale timestamp (over 5 minutes) or, signed, a body that is no JSON.
      if (!(error instanceof Stripe.errors.StripeSignatureVerificationError)) {
        this.logger.warn(`Webhook da Stripe ilegível: ${describeError(error)}`);
      }
      throw billingErrors.invalidSignature();
    }
    return toProviderEvent(event);
  }

  private unavailable(operation: 'checkout' | 'portal', error: unknown) {
    this.logger.error(`Stripe não atendeu (${operation}): ${describeError(error)}`);
    return billingErrors.providerUnavailable();
  }
}

function isMissingCustomer(error: unknown): boolean {
  return error instanceof Stripe.errors.StripeInvalidRequestError && error.code === 'resource_missing' && error.param === 'customer';
}

/** Stripe's own classification, for the log: type, HTTP status, code, request id and message (which never holds the key). */
function describeError(error: unknown): string {
  if (error instanceof Stripe.errors.StripeError) {
    const parts = [error.type, error.statusCode && `HTTP ${error.statusCode}`, error.code, error.requestId && `request ${error.requestId}`].filter(Boolean);
    return `${parts.join(', ')}: ${error.message}`;
  }
  return error instanceof Error ? `${error.name}: ${error.message}` : String(error);
}

// --- Webhook payloads, read field by field ---------------------------------------------------

type Fields = Record<string, unknown>;

const fieldsOf = (value: unknown): Fields | null => (typeof value === 'object' && value !== null && !Array.isArray(value) ? (value as Fields) : null);
const textOf = (value: unknown): string | null => (typeof value === 'string' && value !== '' ? value : null);
const numberOf = (value: unknown): number | null => (typeof value === 'number' && Number.isFinite(value) ? value : null);
/** An expandable reference: Stripe sends the id, or the object when expanded. */
const idOf = (value: unknown): string | null => textOf(value) ?? textOf(fieldsOf(value)?.id);
const cycleOf = (value: unknown): BillingCycle | null => (value === 'mensal' || value === 'anual' ? value : null);
const listOf = (value: unknown): unknown[] => {
  const data = fieldsOf(value)?.data;
  return Array.isArray(data) ? data : [];
};
/** Unix seconds as an ISO instant. */
const isoOf = (seconds: number | null): string | null => (seconds === null ? null : new Date(seconds * 1000).toISOString());
const latest = (values: (number | null)[]): number | null => {
  const numbers = values.filter((v): v is number => v !== null);
  return numbers.length > 0 ? Math.max(...numbers) : null;
};

type EventKind = ProviderEvent['tipo'];
const blank = (id: string, tipo: EventKind): ProviderEvent => ({
  id,
  tipo,
  userId: null,
  clienteId: null,
  assinaturaId: null,
  ciclo: null,
  ativoAte: null,
  cancelaNoFimDoPeriodo: false,
  status: null,
});

/** A verified Stripe event as billing reads it; null for the types (and shapes) billing does not act on. */
export function toProviderEvent(event: unknown): ProviderEvent | null {
  const envelope = fieldsOf(event);
  const id = textOf(envelope?.id);
  const type = textOf(envelope?.type);
  const object = fieldsOf(fieldsOf(envelope?.data)?.object);
  if (!id || !type || !object) return null;
  switch (type) {
    case 'checkout.session.completed':
    case 'checkout.session.async_payment_succeeded':
      return fromCheckoutSession(id, type, object);
    case 'invoice.paid':
      return fromInvoice(id, 'fatura-paga', object);
    case 'invoice.payment_failed':
      return fromInvoice(id, 'pagamento-falhou', object);
    case 'customer.subscription.updated':
      return fromSubscription(id, 'assinatura-atualizada', object);
    case 'customer.subscription.deleted':
      return fromSubscription(id, 'assinatura-encerrada', object);
    default:
      return null;
  }
}

/**
 * A finished checkout. Paid by Pix, the session completes before the money arrives
 * (`payment_status: unpaid`): that one is not acted on; `async_payment_succeeded` (and the
 * subscription's `invoice.paid`) follow when it is paid.
 */
function fromCheckoutSession(id: string, type: string, session: Fields): ProviderEvent | null {
  if (session.mode !== 'subscription') return null;
  if (type === 'checkout.session.completed' && session.payment_status === 'unpaid') return null;
  const metadata = fieldsOf(session.metadata);
  return {
    ...blank(id, 'checkout-concluido'),
    userId: textOf(session.client_reference_id) ?? textOf(metadata?.userId),
    clienteId: idOf(session.customer),
    assinaturaId: idOf(session.subscription),
    ciclo: cycleOf(metadata?.ciclo),
  };
}

/**
 * An invoice of the subscription. `ativoAte` is the end of the latest period its lines bill;
 * the invoice's own `period_end` is not used: for a subscription it looks one period back.
 */
function fromInvoice(id: string, tipo: EventKind, invoice: Fields): ProviderEvent | null {
  const parentDetails = fieldsOf(fieldsOf(invoice.parent)?.subscription_details);
  const oldDetails = fieldsOf(invoice.subscription_details);
  const metadata = fieldsOf(parentDetails?.metadata) ?? fieldsOf(oldDetails?.metadata);
  const periodEnds = listOf(invoice.lines).map((line) => numberOf(fieldsOf(fieldsOf(line)?.period)?.end));
  return {
    ...blank(id, tipo),
    userId: textOf(metadata?.userId),
    clienteId: idOf(invoice.customer),
    assinaturaId: idOf(invoice.subscription) ?? idOf(parentDetails?.subscription),
    ciclo: cycleOf(metadata?.ciclo),
    ativoAte: isoOf(latest(periodEnds)),
  };
}

/**
 * The subscription itself. Set to end (`cancel_at_period_end`, or a `cancel_at` date, which is
 * what the customer portal sets in recent API versions), it is Pro until the earlier of that
 * date and the end of the paid period.
 */
function fromSubscription(id: string, tipo: EventKind, subscription: Fields): ProviderEvent | null {
  const metadata = fieldsOf(subscription.metadata);
  const periodEnd = numberOf(subscription.current_period_end) ?? latest(listOf(subscription.items).map((item) => numberOf(fieldsOf(item)?.current_period_end)));
  const cancelAt = numberOf(subscription.cancel_at);
  const endsAt = cancelAt !== null && periodEnd !== null ? Math.min(cancelAt, periodEnd) : (periodEnd ?? cancelAt);
  return {
    ...blank(id, tipo),
    userId: textOf(metadata?.userId),
    clienteId: idOf(subscription.customer),
    assinaturaId: textOf(subscription.id),
    ciclo: cycleOf(metadata?.ciclo),
    ativoAte: isoOf(endsAt),
    cancelaNoFimDoPeriodo: subscription.cancel_at_period_end === true || cancelAt !== null,
    status: textOf(subscription.status),
  };
}

import { randomBytes } from 'node:crypto';
import Stripe from 'stripe';

/**
 * Stripe webhook events as Stripe sends them (API 2026-08-26.dahlia, the version of the
 * installed `stripe` package and of stripe-mock), trimmed to the fields a reader might look
 * at, for the payment provider's contract suite and the billing API tests. Each builder gives
 * the event a fresh `evt_…` id unless one is passed (pass the same id to replay a delivery).
 * Send `JSON.stringify(event)` with `stripe-signature: signStripePayload(body, secret)`.
 */
export interface StripeTestEvent {
  id: string;
  object: 'event';
  api_version: string;
  created: number;
  livemode: false;
  pending_webhooks: number;
  request: { id: string | null; idempotency_key: string | null };
  type: string;
  data: { object: Record<string, unknown> };
}

export type Ciclo = 'mensal' | 'anual';

/**
 * `current`: the shapes since API 2025-03-31 (`invoice.parent.subscription_details`,
 * `subscription.items.data[].current_period_end`); `legacy`: those before
 * (`invoice.subscription`, `subscription.current_period_end`), still sent to endpoints
 * pinned to an older version.
 */
export type StripeShape = 'current' | 'legacy';

const API_VERSION = Stripe.API_VERSION;
const DAY_S = 86_400;

/** A fresh id of Stripe's form: `cus_…`, `sub_…`, `evt_…`. */
export const stripeId = (prefix: string) => `${prefix}_${randomBytes(12).toString('hex')}`;
const unix = (date: Date) => Math.floor(date.getTime() / 1000);
const nowUnix = () => Math.floor(Date.now() / 1000);
const cycleDays = (ciclo: Ciclo) => (ciclo === 'anual' ? 365 : 30);
const priceOf = (ciclo: Ciclo) => (ciclo === 'anual' ? 29900 : 2990);

/** Any event: `object` as `data.object`. */
export function stripeEvent(type: string, object: Record<string, unknown>, id: string = stripeId('evt')): StripeTestEvent {
  return {
    id,
    object: 'event',
    api_version: API_VERSION,
    created: nowUnix(),
    livemode: false,
    pending_webhooks: 1,
    request: { id: stripeId('req'), idempotency_key: null },
    type,
    data: { object },
  };
}

/** The `stripe-signature` header Stripe would send with this exact body. */
export function signStripePayload(payload: string, secret: string): string {
  return Stripe.webhooks.generateTestHeaderString({ payload, secret });
}

export interface CheckoutCompletedOptions {
  userId: string;
  customer: string;
  subscription: string;
  ciclo: Ciclo;
  id?: string;
  email?: string;
  /** `unpaid`: a Pix checkout whose payment has not arrived yet. */
  paymentStatus?: 'paid' | 'unpaid' | 'no_payment_required';
  /** Only `subscription` is ours; a `payment` session is some other sale of the same account. */
  mode?: 'subscription' | 'payment' | 'setup';
  type?: 'checkout.session.completed' | 'checkout.session.async_payment_succeeded';
}

/** `checkout.session.completed`: the person finished the hosted checkout our `checkout()` created. */
export function stripeCheckoutCompleted(o: CheckoutCompletedOptions): StripeTestEvent {
  const mode = o.mode ?? 'subscription';
  return stripeEvent(
    o.type ?? 'checkout.session.completed',
    {
      id: stripeId('cs_test'),
      object: 'checkout.session',
      mode,
      status: 'complete',
      payment_status: o.paymentStatus ?? 'paid',
      client_reference_id: o.userId,
      customer: o.customer,
      customer_email: null,
      customer_details: { email: o.email ?? 'assinante@example.com', name: null },
      subscription: mode === 'subscription' ? o.subscription : null,
      metadata: { userId: o.userId, ciclo: o.ciclo },
      currency: 'brl',
      amount_subtotal: priceOf(o.ciclo),
      amount_total: priceOf(o.ciclo),
      locale: 'pt-BR',
      livemode: false,
      created: nowUnix(),
      success_url: 'http://localhost:3000/conta/assinatura?checkout=ok',
      cancel_url: 'http://localhost:3000/precos?checkout=cancelado',
      url: null,
    },
    o.id,
  );
}

export interface InvoiceOptions {
  subscription: string;
  /** In the subscription's metadata (null: a subscription created elsewhere, without ours). */
  userId: string | null;
  /** End of the period the invoice bills (whole seconds are kept). */
  periodEnd: Date;
  customer?: string;
  ciclo?: Ciclo;
  id?: string;
  shape?: StripeShape;
}

function invoice(o: InvoiceOptions, paid: boolean): Record<string, unknown> {
  const ciclo = o.ciclo ?? 'mensal';
  const end = unix(o.periodEnd);
  const start = end - cycleDays(ciclo) * DAY_S;
  const metadata = o.userId === null ? {} : { userId: o.userId, ciclo };
  const customer = o.customer ?? stripeId('cus');
  const line = {
    id: stripeId('il'),
    object: 'line_item',
    amount: priceOf(ciclo),
    currency: 'brl',
    description: `1 × Sorteios Pro (at R$ ${(priceOf(ciclo) / 100).toFixed(2).replace('.', ',')} / ${ciclo === 'anual' ? 'year' : 'month'})`,
    metadata,
    period: { start, end },
  };
  const common = {
    id: stripeId('in'),
    object: 'invoice',
    customer,
    customer_email: 'assinante@example.com',
    currency: 'brl',
    amount_due: priceOf(ciclo),
    amount_paid: paid ? priceOf(ciclo) : 0,
    amount_remaining: paid ? 0 : priceOf(ciclo),
    attempt_count: 1,
    billing_reason: 'subscription_cycle',
    status: paid ? 'paid' : 'open',
    // Stripe's invoice period looks one period back: not the period paid for.
    period_start: start - cycleDays(ciclo) * DAY_S,
    period_end: start,
    lines: { object: 'list', data: [line], has_more: false, total_count: 1, url: '/v1/invoices/in_x/lines' },
    livemode: false,
    created: nowUnix(),
  };
  if ((o.shape ?? 'current') === 'legacy') {
    return { ...common, subscription: o.subscription, subscription_details: { metadata } };
  }
  return {
    ...common,
    parent: { type: 'subscription_details', quote_details: null, subscription_details: { metadata, subscription: o.subscription } },
  };
}

/** `invoice.paid`: a period (the first or a renewal) was paid. */
export function stripeInvoicePaid(o: InvoiceOptions): StripeTestEvent {
  return stripeEvent('invoice.paid', invoice(o, true), o.id);
}

/** `invoice.payment_failed`: a renewal's charge failed; Stripe retries it. */
export function stripeInvoicePaymentFailed(o: InvoiceOptions): StripeTestEvent {
  return stripeEvent('invoice.payment_failed', invoice(o, false), o.id);
}

export interface SubscriptionOptions {
  subscription: string;
  customer: string;
  userId: string | null;
  ciclo?: Ciclo;
  /** End of the current paid period (whole seconds are kept). */
  periodEnd: Date;
  status?: 'active' | 'trialing' | 'past_due' | 'unpaid' | 'canceled' | 'incomplete' | 'incomplete_expired' | 'paused';
  cancelAtPeriodEnd?: boolean;
  /** A set end date (what the customer portal sets when the subscriber cancels). */
  cancelAt?: Date | null;
  id?: string;
  shape?: StripeShape;
}

function subscription(o: SubscriptionOptions, defaultStatus: NonNullable<SubscriptionOptions['status']>): Record<string, unknown> {
  const ciclo = o.ciclo ?? 'mensal';
  const end = unix(o.periodEnd);
  const start = end - cycleDays(ciclo) * DAY_S;
  const status = o.status ?? defaultStatus;
  const item = {
    id: stripeId('si'),
    object: 'subscription_item',
    quantity: 1,
    price: {
      id: stripeId('price'),
      object: 'price',
      currency: 'brl',
      unit_amount: priceOf(ciclo),
      recurring: { interval: ciclo === 'anual' ? 'year' : 'month', interval_count: 1 },
    },
    ...((o.shape ?? 'current') === 'current' ? { current_period_start: start, current_period_end: end } : {}),
  };
  return {
    id: o.subscription,
    object: 'subscription',
    customer: o.customer,
    status,
    cancel_at_period_end: o.cancelAtPeriodEnd ?? false,
    cancel_at: o.cancelAt ? unix(o.cancelAt) : null,
    canceled_at: status === 'canceled' || o.cancelAtPeriodEnd || o.cancelAt ? nowUnix() : null,
    ended_at: status === 'canceled' ? nowUnix() : null,
    collection_method: 'charge_automatically',
    currency: 'brl',
    metadata: o.userId === null ? {} : { userId: o.userId, ciclo },
    items: { object: 'list', data: [item], has_more: false, total_count: 1, url: `/v1/subscription_items?subscription=${o.subscription}` },
    livemode: false,
    created: start,
    start_date: start,
    ...((o.shape ?? 'current') === 'legacy' ? { current_period_start: start, current_period_end: end } : {}),
  };
}

/** `customer.subscription.updated`: renewed, set to cancel (or the cancellation undone), or its status changed. */
export function stripeSubscriptionUpdated(o: SubscriptionOptions): StripeTestEvent {
  return stripeEvent('customer.subscription.updated', subscription(o, 'active'), o.id);
}

/** `customer.subscription.deleted`: the subscription ended (cancelled, or unpaid after the retries). */
export function stripeSubscriptionDeleted(o: SubscriptionOptions): StripeTestEvent {
  return stripeEvent('customer.subscription.deleted', subscription(o, 'canceled'), o.id);
}

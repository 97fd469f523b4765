import { createServer } from 'node:net';
import request from 'supertest';
import { userStream } from '../../src/modules/accounts/domain/user.events';
import { EVENT_STORE, EventStore } from '../../src/platform/event-store/event-store.port';
import { Clock } from '../../src/platform/ddd/clock';
import { SubscriptionClockScheduler } from '../../src/modules/plans/application/subscriptions/subscription-clock.scheduler';
import { registerUser } from '../support/accounts';
import { registerAdmin } from '../support/admin';
import { bearer } from '../support/giveaways';
import { readOutbox } from '../support/outbox';
import {
  signStripePayload,
  stripeCheckoutCompleted,
  stripeId,
  stripeInvoicePaid,
  stripeInvoicePaymentFailed,
  stripeSubscriptionDeleted,
  stripeSubscriptionUpdated,
  type StripeTestEvent,
} from '../support/stripe-events';
import { describeWithStripeMock } from '../support/stripe-mock';
import { createTestApp, TestApp } from '../support/test-app';

const WEBHOOK_SECRET = 'whsec_sorteios_teste';
const DAY_MS = 86_400_000;

/** A clock the test moves forward, for the subscription's dates (grace days, the week's notice). */
class MovableClock extends Clock {
  offsetMs = 0;
  now() {
    return new Date(Date.now() + this.offsetMs);
  }
  random(n: number) {
    return crypto.getRandomValues(new Uint8Array(n));
  }
}

async function closedPort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as { port: number };
  await new Promise((resolve) => server.close(resolve));
  return port;
}

const stripeEnv = (apiBase: string) => ({ STRIPE_SECRET_KEY: 'sk_test_123', STRIPE_WEBHOOK_SECRET: WEBHOOK_SECRET, STRIPE_API_BASE: apiBase });

describe('billing with the manual provider (the embedded default)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('answers checkout and portal with 409 BILLING_NOT_CONFIGURED and says to talk to the team', async () => {
    const person = await registerUser(t);
    const checkout = await request(t.http).post('/api/billing/checkout').set(bearer(person.accessToken)).send({ plano: 'pro', ciclo: 'mensal' }).expect(409);
    expect(checkout.body).toMatchObject({ code: 'BILLING_NOT_CONFIGURED', message: expect.stringContaining('Fale com a equipe') });
    await request(t.http).post('/api/billing/portal').set(bearer(person.accessToken)).expect(409);
    expect((await request(t.http).get('/api/me/plan').set(bearer(person.accessToken)).expect(200)).body).toMatchObject({ cobranca: 'manual', podeGerenciar: false });
  });

  it('refuses a webhook it cannot verify with 400 INVALID_SIGNATURE', async () => {
    const body = JSON.stringify(stripeCheckoutCompleted({ userId: 'x', customer: 'cus_x', subscription: 'sub_x', ciclo: 'mensal' }));
    const res = await request(t.http).post('/api/billing/webhook').set('content-type', 'application/json').set('stripe-signature', signStripePayload(body, WEBHOOK_SECRET)).send(body).expect(400);
    expect(res.body.code).toBe('INVALID_SIGNATURE');
  });

  it('checks the checkout body at the edge', async () => {
    const person = await registerUser(t);
    const res = await request(t.http).post('/api/billing/checkout').set(bearer(person.accessToken)).send({ plano: 'pro', ciclo: 'semanal' }).expect(400);
    expect(res.body.fields.ciclo).toEqual(['Escolha o ciclo de cobrança: mensal ou anual.']);
  });
});

describeWithStripeMock('billing with Stripe (stripe-mock for the API, signed webhooks)', (stripeMockUrl) => {
  let t: TestApp;
  const clock = new MovableClock();
  beforeAll(async () => {
    t = await createTestApp(stripeEnv(stripeMockUrl), undefined, [{ provide: Clock, useValue: clock }]);
  });
  afterAll(() => t.close());

  const deliver = (event: StripeTestEvent, tamper = false) => {
    const body = JSON.stringify(event);
    const signature = signStripePayload(body, WEBHOOK_SECRET);
    return request(t.http)
      .post('/api/billing/webhook')
      .set('content-type', 'application/json')
      .set('stripe-signature', signature)
      .send(tamper ? body.replace('"mensal"', '"anual"') : body);
  };
  const myPlan = async (token: string) => (await request(t.http).get('/api/me/plan').set(bearer(token)).expect(200)).body;
  const userEvents = async (userId: string) => (await t.app.get<EventStore>(EVENT_STORE).readStream(userStream(userId))).map((e) => e.type);

  it('sends a free creator to a checkout page', async () => {
    const person = await registerUser(t);
    const res = await request(t.http).post('/api/billing/checkout').set(bearer(person.accessToken)).send({ plano: 'pro', ciclo: 'anual' }).expect(200);
    expect(res.body.url).toMatch(/^https:\/\//);
    expect(await userEvents(person.user.id)).not.toContain('ProActivated');
  });

  it('makes the payer Pro once the signed checkout webhook arrives, once however often it is delivered', async () => {
    const person = await registerUser(t);
    const customer = stripeId('cus');
    const subscription = stripeId('sub');
    const completed = stripeCheckoutCompleted({ userId: person.user.id, customer, subscription, ciclo: 'mensal' });

    await deliver(completed).expect(200);
    await deliver(completed).expect(200);

    expect(await myPlan(person.accessToken)).toMatchObject({ plano: 'pro', origem: 'stripe', ciclo: 'mensal', cancelada: false, podeGerenciar: true, cobranca: 'stripe' });
    expect((await userEvents(person.user.id)).filter((type) => type === 'ProActivated')).toHaveLength(1);
    await t.jobsIdle();
    expect((await readOutbox(t.dataDir)).filter((m) => m.to.includes(person.body.email) && m.subject === 'Seu Pro está ativo no Sorteios')).toHaveLength(1);

    const portal = await request(t.http).post('/api/billing/portal').set(bearer(person.accessToken)).expect(200);
    expect(portal.body.url).toMatch(/^https:\/\//);
    const again = await request(t.http).post('/api/billing/checkout').set(bearer(person.accessToken)).send({ plano: 'pro', ciclo: 'mensal' }).expect(409);
    expect(again.body.code).toBe('ALREADY_PRO');
  });

  it('records nothing for an unsigned or tampered webhook', async () => {
    const person = await registerUser(t);
    const completed = stripeCheckoutCompleted({ userId: person.user.id, customer: stripeId('cus'), subscription: stripeId('sub'), ciclo: 'mensal' });
    expect((await deliver(completed, true).expect(400)).body.code).toBe('INVALID_SIGNATURE');
    await request(t.http).post('/api/billing/webhook').set('content-type', 'application/json').send(JSON.stringify(completed)).expect(400);
    expect(await userEvents(person.user.id)).not.toContain('ProActivated');
    expect((await myPlan(person.accessToken)).plano).toBe('gratis');
  });

  it('follows a subscription through renewal, cancellation, failure and its end, and ignores a late update after the end', async () => {
    const person = await registerUser(t);
    const customer = stripeId('cus');
    const subscription = stripeId('sub');
    const userId = person.user.id;
    const periodEnd = new Date(Date.now() + 30 * DAY_MS);
    await deliver(stripeCheckoutCompleted({ userId, customer, subscription, ciclo: 'mensal' })).expect(200);

    // Invoices name the user only through the subscription's metadata; the customer finds them too.
    await deliver(stripeInvoicePaid({ subscription, customer, userId: null, periodEnd })).expect(200);
    expect((await myPlan(person.accessToken)).ativoAte).toBe(new Date(Math.floor(periodEnd.getTime() / 1000) * 1000).toISOString());

    await deliver(stripeInvoicePaymentFailed({ subscription, customer, userId, periodEnd })).expect(200);
    await deliver(stripeSubscriptionUpdated({ subscription, customer, userId, periodEnd, cancelAtPeriodEnd: true })).expect(200);
    expect(await myPlan(person.accessToken)).toMatchObject({ plano: 'pro', cancelada: true });

    await deliver(stripeSubscriptionDeleted({ subscription, customer, userId, periodEnd, status: 'canceled' })).expect(200);
    await deliver(stripeSubscriptionUpdated({ subscription, customer, userId, periodEnd, status: 'active' })).expect(200);
    expect((await myPlan(person.accessToken)).plano).toBe('gratis');

    expect((await userEvents(userId)).filter((type) => type.startsWith('Pro'))).toEqual(['ProActivated', 'ProRenewed', 'ProPaymentFailed', 'ProCancelled', 'ProExpired']);
    await t.jobsIdle();
    const subjects = (await readOutbox(t.dataDir)).filter((m) => m.to.includes(person.body.email)).map((m) => m.subject);
    expect(subjects).toEqual(expect.arrayContaining(['Não conseguimos cobrar a renovação do seu Pro', 'Seu Pro terminou']));
    const failed = (await readOutbox(t.dataDir)).find((m) => m.to.includes(person.body.email) && m.subject.startsWith('Não conseguimos'))!;
    expect(failed.html).toContain('Gerenciar assinatura');
  });

  it('tells a cancelled subscriber a week before the end, once, and ends Pro when the paid period and its grace days ran out', async () => {
    const person = await registerUser(t);
    const customer = stripeId('cus');
    const subscription = stripeId('sub');
    const userId = person.user.id;
    const periodEnd = new Date(Date.now() + 20 * DAY_MS);
    await deliver(stripeCheckoutCompleted({ userId, customer, subscription, ciclo: 'mensal' })).expect(200);
    await deliver(stripeSubscriptionUpdated({ subscription, customer, userId, periodEnd, cancelAtPeriodEnd: true })).expect(200);
    const scheduler = t.app.get(SubscriptionClockScheduler);

    try {
      await scheduler.tick();
      expect(await userEvents(userId)).not.toContain('ProEndingNoticed');
      clock.offsetMs = 14 * DAY_MS;
      await scheduler.tick();
      await scheduler.tick();
      expect((await userEvents(userId)).filter((type) => type === 'ProEndingNoticed')).toHaveLength(1);
      clock.offsetMs = 24 * DAY_MS;
      await scheduler.tick();
      expect((await myPlan(person.accessToken)).plano).toBe('gratis');
    } finally {
      clock.offsetMs = 0;
    }
    await t.jobsIdle();
    const subjects = (await readOutbox(t.dataDir)).filter((m) => m.to.includes(person.body.email)).map((m) => m.subject);
    expect(subjects).toEqual(expect.arrayContaining(['Seu Pro termina em breve', 'Seu Pro terminou']));
  });

  it('shows the boss who is Pro and the monthly recurring revenue', async () => {
    const admin = await registerAdmin(t);
    const list = await request(t.http).get('/api/admin/subscriptions').set(bearer(admin.accessToken)).expect(200);
    expect(list.body.assinantesPagos).toBeGreaterThanOrEqual(1);
    expect(list.body.mrrCentavos).toBe(list.body.items.filter((i: { origem: string; ciclo: string }) => i.origem === 'stripe').reduce((sum: number, i: { ciclo: string }) => sum + (i.ciclo === 'anual' ? 29900 / 12 : 2990), 0));
    await request(t.http).get('/api/admin/subscriptions').set(bearer((await registerUser(t)).accessToken)).expect(403);
  });
});

describe('billing with Stripe down', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(stripeEnv(`http://127.0.0.1:${await closedPort()}`));
  });
  afterAll(() => t.close());

  it('answers checkout with 503 in pt-BR and records nothing', async () => {
    const person = await registerUser(t);
    const res = await request(t.http).post('/api/billing/checkout').set(bearer(person.accessToken)).send({ plano: 'pro', ciclo: 'mensal' }).expect(503);
    expect(res.body).toMatchObject({ code: 'PAYMENT_PROVIDER_UNAVAILABLE', message: expect.stringContaining('Nada foi cobrado') });
    const events = await t.app.get<EventStore>(EVENT_STORE).readStream(userStream(person.user.id));
    expect(events.map((e) => e.type)).toEqual(['UserRegistered']);
  });
});

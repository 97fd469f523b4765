import request from 'supertest';
import { Clock } from '../../src/platform/ddd/clock';
import { bearer } from '../support/giveaways';
import { MovableClock } from '../support/drand';
import { readOutbox } from '../support/outbox';
import { registerProUser } from '../support/plans';
import { createTestApp, TestApp } from '../support/test-app';
import { WebhookReceiver } from '../support/webhook-receiver';

jest.setTimeout(60_000);

const DAY_MS = 24 * 60 * 60 * 1000;
const MINUTE_MS = 60 * 1000;

/**
 * An endpoint whose every try fails for 5 days is paused and its owner e-mailed (docs/webhooks.md,
 * "Success, retries, pauses"). The days pass on the app's clock (the Clock provider, moved
 * forward as test/support/drand.ts's MovableClock does); each step's try is a webhook.test,
 * which goes at once in a lane of its own. Retries wait an hour of real time, so none of
 * them runs during the test: every try below is one the test asked for.
 */
describe('webhooks that keep failing', () => {
  const clock = new MovableClock();
  let t: TestApp;
  let receiver: WebhookReceiver;
  let creator: Awaited<ReturnType<typeof registerProUser>>;

  beforeAll(async () => {
    t = await createTestApp({ WEBHOOKS_ALLOW_PRIVATE_NETWORKS: 'true', WEBHOOK_RETRY_SCHEDULE: '1h' }, undefined, [{ provide: Clock, useValue: clock }]);
  });
  afterAll(() => t.close());
  beforeEach(async () => {
    clock.offsetMs = 0;
    receiver = await new WebhookReceiver().start();
    creator = await registerProUser(t);
  });
  afterEach(() => receiver.stop());

  const api = () => request(t.http);
  const createEndpoint = async () =>
    (await api().post('/api/webhooks').set(bearer(creator.accessToken)).send({ url: receiver.url(), eventos: ['giveaway.published'] }).expect(201)).body as { id: string; url: string };
  const endpointOf = async (id: string) => (await api().get(`/api/webhooks/${id}`).set(bearer(creator.accessToken)).expect(200)).body as { ativo: boolean; pausadoMotivo: string | null };
  const deliveries = async (id: string) =>
    (await api().get(`/api/webhooks/${id}/deliveries`).set(bearer(creator.accessToken)).expect(200)).body.items as Array<{ id: string; status: string; tentativas: number; historico: Array<{ erro: string | null }> }>;
  const pauseMails = async () => (await readOutbox(t.dataDir)).filter((m) => m.to.includes(creator.body.email) && m.subject === 'Webhook pausado — Sorteios');

  /**
   * Asks for a webhook.test and waits until its try is in the delivery log (and so in the
   * endpoint's failing-since); returns the try's error, null for a success.
   */
  async function tryNow(endpointId: string): Promise<string | null> {
    const { deliveryId } = (await api().post(`/api/webhooks/${endpointId}/test`).set(bearer(creator.accessToken)).expect(202)).body as { deliveryId: string };
    await until(async () => (await deliveries(endpointId)).some((d) => d.id === deliveryId && d.tentativas === 1), `a tentativa de ${deliveryId}`);
    await t.jobsIdle();
    return (await deliveries(endpointId)).find((d) => d.id === deliveryId)!.historico[0].erro;
  }

  it('pauses the endpoint (motivo falhas) once its tries have failed for more than 5 days, and e-mails its owner once, in Portuguese', async () => {
    receiver.answer = () => 503;
    const endpoint = await createEndpoint();

    expect(await tryNow(endpoint.id)).toBe('Resposta HTTP 503');
    clock.offsetMs = 2 * DAY_MS;
    expect(await tryNow(endpoint.id)).toBe('Resposta HTTP 503');
    clock.offsetMs = 5 * DAY_MS - MINUTE_MS;
    expect(await tryNow(endpoint.id)).toBe('Resposta HTTP 503');
    // Not yet 5 days since the first failure: still active, nobody told.
    expect(await endpointOf(endpoint.id)).toMatchObject({ ativo: true, pausadoMotivo: null });
    expect(await pauseMails()).toHaveLength(0);

    clock.offsetMs = 5 * DAY_MS + MINUTE_MS;
    // Two tries failing together (two lanes, both answered only once both arrived) still make one pause and one e-mail.
    const before = receiver.received.length;
    let bothArrived!: () => void;
    const together = new Promise<void>((resolve) => (bothArrived = resolve));
    receiver.answer = async () => {
      if (receiver.received.length === before + 2) bothArrived();
      await together;
      return 503;
    };
    for (let n = 0; n < 2; n++) await api().post(`/api/webhooks/${endpoint.id}/test`).set(bearer(creator.accessToken)).expect(202);
    await receiver.waitFor(before + 2);
    await until(async () => !(await endpointOf(endpoint.id)).ativo, 'a pausa do webhook');
    expect(await endpointOf(endpoint.id)).toMatchObject({ ativo: false, pausadoMotivo: 'falhas' });
    await t.jobsIdle();

    const mails = await pauseMails();
    expect(mails).toHaveLength(1);
    const [mail] = mails;
    expect(mail.text).toContain(`Pausamos o envio de eventos para o webhook ${endpoint.url} porque todas as entregas falharam nos últimos 5 dias.`);
    expect(mail.text).toContain('reative o webhook e use "Reenviar desde"');
    expect(mail.text).toMatch(/https?:\/\/\S+\/dashboard\/integracoes/);
    expect(mail.html).toContain('todas as entregas falharam nos últimos 5 dias');

    // Paused: nothing more goes to the receiver, and no second e-mail however long it stays so.
    const sent = receiver.received.length;
    clock.offsetMs = 9 * DAY_MS;
    await api().post(`/api/webhooks/${endpoint.id}/test`).set(bearer(creator.accessToken)).expect(202);
    await t.jobsIdle();
    await new Promise((r) => setTimeout(r, 300));
    expect(receiver.received).toHaveLength(sent);
    expect(await pauseMails()).toHaveLength(1);
  });

  it('counts the 5 days again from the first failure after a success', async () => {
    let failing = true;
    receiver.answer = () => (failing ? 503 : 200);
    const endpoint = await createEndpoint();

    expect(await tryNow(endpoint.id)).toBe('Resposta HTTP 503');
    clock.offsetMs = 3 * DAY_MS;
    failing = false;
    expect(await tryNow(endpoint.id)).toBeNull();
    failing = true;
    clock.offsetMs = 4 * DAY_MS;
    expect(await tryNow(endpoint.id)).toBe('Resposta HTTP 503');
    // More than 5 days after the first failure, but the receiver worked in between: not paused.
    clock.offsetMs = 5 * DAY_MS + MINUTE_MS;
    expect(await tryNow(endpoint.id)).toBe('Resposta HTTP 503');
    expect(await endpointOf(endpoint.id)).toMatchObject({ ativo: true, pausadoMotivo: null });

    // 5 days after the failure that followed the success, it is.
    clock.offsetMs = 9 * DAY_MS + MINUTE_MS;
    await api().post(`/api/webhooks/${endpoint.id}/test`).set(bearer(creator.accessToken)).expect(202);
    await until(async () => !(await endpointOf(endpoint.id)).ativo, 'a pausa do webhook');
    expect(await endpointOf(endpoint.id)).toMatchObject({ ativo: false, pausadoMotivo: 'falhas' });
    await t.jobsIdle();
    expect(await pauseMails()).toHaveLength(1);
  });
});

async function until(condition: () => Promise<boolean>, what: string, timeoutMs = 10_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!(await condition())) {
    if (Date.now() > deadline) throw new Error(`Esperou demais por ${what}`);
    await new Promise((r) => setTimeout(r, 50));
  }
}

import request from 'supertest';
import { registerUser } from '../support/accounts';
import { bearer, publishedGiveaway, validAnswers } from '../support/giveaways';
import { grantPro, registerProUser, revokePro } from '../support/plans';
import { createTestApp, TestApp } from '../support/test-app';
import { verify, WebhookReceiver } from '../support/webhook-receiver';

jest.setTimeout(60_000);

describe('webhooks', () => {
  let t: TestApp;
  let creator: Awaited<ReturnType<typeof registerProUser>>;
  let receiver: WebhookReceiver;

  beforeAll(async () => {
    t = await createTestApp({ WEBHOOKS_ALLOW_PRIVATE_NETWORKS: 'true', WEBHOOK_RETRY_SCHEDULE: '300ms,300ms,300ms' });
    creator = await registerProUser(t);
  });
  afterAll(() => t.close());
  beforeEach(async () => {
    receiver = await new WebhookReceiver().start();
  });
  afterEach(() => receiver.stop());

  const createEndpoint = async (body: Record<string, unknown> = {}, token = creator.accessToken) => {
    const res = await request(t.http).post('/api/webhooks').set(bearer(token)).send({ url: receiver.url(), eventos: ['giveaway.published', 'entry.submitted'], ...body }).expect(201);
    return res.body as { id: string; secret: string; url: string; ativo: boolean };
  };
  const enter = async (giveawayId: string, n: number) => {
    const p = await registerUser(t);
    await request(t.http).post(`/api/giveaways/${giveawayId}/entries`).set(bearer(p.accessToken)).send({ respostas: validAnswers(`p${n}@exemplo.com`, `Pessoa ${n}`), aceiteRegulamento: true }).expect(201);
    return p;
  };
  const deliveries = async (endpointId: string) =>
    (await request(t.http).get(`/api/webhooks/${endpointId}/deliveries`).set(bearer(creator.accessToken)).expect(200)).body.items as Array<Record<string, any>>;
  /** The log once no delivery is pending any more (an outcome is recorded just after the receiver answered). */
  const settledLog = async (endpointId: string) => {
    for (let i = 0; i < 100; i++) {
      const log = await deliveries(endpointId);
      if (log.every((d) => d.status !== 'pendente')) return log;
      await new Promise((r) => setTimeout(r, 50));
    }
    throw new Error('Entregas ainda pendentes');
  };

  it('refuses endpoints to a creator who is not on Pro', async () => {
    const free = await registerUser(t);
    const res = await request(t.http).post('/api/webhooks').set(bearer(free.accessToken)).send({ url: receiver.url(), eventos: ['entry.submitted'] }).expect(403);
    expect(res.body.code).toBe('PLAN_REQUIRED');
  });

  it('shows the secret only at creation, and hides another creator\'s endpoint as not found', async () => {
    const endpoint = await createEndpoint({ descricao: 'CRM' });
    expect(endpoint.secret).toMatch(/^whsec_[A-Za-z0-9+/]+=*$/);
    const list = await request(t.http).get('/api/webhooks').set(bearer(creator.accessToken)).expect(200);
    expect(list.body.find((e: { id: string }) => e.id === endpoint.id)).toMatchObject({ url: receiver.url(), descricao: 'CRM', ativo: true });
    expect(JSON.stringify(list.body)).not.toContain('whsec_');
    const other = await registerProUser(t);
    for (const [method, path] of [['get', ''], ['patch', ''], ['delete', ''], ['get', '/deliveries'], ['post', '/test']] as const) {
      const res = await request(t.http)[method](`/api/webhooks/${endpoint.id}${path}`).set(bearer(other.accessToken)).send({});
      expect([res.status, res.body.code]).toEqual([404, 'WEBHOOK_NOT_FOUND']);
    }
  });

  it('delivers the owner\'s events in log order, signed so that standardwebhooks verifies them, with what a consumer needs', async () => {
    const endpoint = await createEndpoint();
    const g = await publishedGiveaway(t, creator.accessToken);
    for (let n = 0; n < 5; n++) await enter(g.id, n);
    const hooks = await receiver.waitFor(6);
    for (const hook of hooks) expect(() => verify(endpoint.secret, hook)).not.toThrow();
    expect(hooks.map((h) => h.body.type)).toEqual(['giveaway.published', ...Array(5).fill('entry.submitted')]);
    expect(hooks.slice(1).map((h) => h.body.data.inscricao.nome)).toEqual(['Pessoa 0', 'Pessoa 1', 'Pessoa 2', 'Pessoa 3', 'Pessoa 4']);
    expect(hooks[1].body.data).toMatchObject({
      sorteio: { id: g.id, titulo: 'Sorteio de um kit de café' },
      inscricao: { id: expect.any(String), nome: 'Pessoa 0', email: 'p0@exemplo.com', respostas: expect.objectContaining({ email: 'p0@exemplo.com' }), createdAt: expect.any(String) },
    });
    expect(new Set(hooks.map((h) => h.id)).size).toBe(6);
    const log = await settledLog(endpoint.id);
    expect(log).toHaveLength(6);
    expect(log.every((d) => d.status === 'entregue' && d.tentativas === 1 && d.ultimoStatusHttp === 200)).toBe(true);
  });

  it('sends only the subscribed event types, and nothing while paused', async () => {
    const endpoint = await createEndpoint({ eventos: ['giveaway.published'] });
    const g = await publishedGiveaway(t, creator.accessToken);
    await enter(g.id, 1);
    await receiver.waitFor(1);
    await request(t.http).patch(`/api/webhooks/${endpoint.id}`).set(bearer(creator.accessToken)).send({ ativo: false }).expect(200);
    await publishedGiveaway(t, creator.accessToken);
    await t.jobsIdle();
    await new Promise((r) => setTimeout(r, 200));
    expect(receiver.received.map((h) => h.body.type)).toEqual(['giveaway.published']);
  });

  it('signs with the old and the new secret for a day after a rotation', async () => {
    const endpoint = await createEndpoint();
    const rotated = await request(t.http).post(`/api/webhooks/${endpoint.id}/rotate-secret`).set(bearer(creator.accessToken)).expect(200);
    expect(rotated.body.secret).toMatch(/^whsec_/);
    expect(rotated.body.secret).not.toBe(endpoint.secret);
    expect(Date.parse(rotated.body.anteriorValidoAte) - Date.now()).toBeGreaterThan(23 * 3600_000);
    await request(t.http).post(`/api/webhooks/${endpoint.id}/test`).set(bearer(creator.accessToken)).expect(202);
    const [hook] = await receiver.waitFor(1);
    expect(hook.body.type).toBe('webhook.test');
    expect(hook.signature.split(' ')).toHaveLength(2);
    expect(() => verify(endpoint.secret, hook)).not.toThrow();
    expect(() => verify(rotated.body.secret, hook)).not.toThrow();
  });

  it('retries on the schedule while the receiver is down, keeps later events waiting, and delivers all once it is back, with the same webhook-id', async () => {
    const endpoint = await createEndpoint({ eventos: ['entry.submitted'] });
    const g = await publishedGiveaway(t, creator.accessToken);
    let failing = true;
    receiver.answer = () => (failing ? 500 : 200);
    await enter(g.id, 1);
    await enter(g.id, 2);
    await receiver.waitFor(2, 5000);
    // Only the first entry was tried: the second waits behind it.
    expect(receiver.received.every((h) => h.body.data.inscricao.nome === 'Pessoa 1')).toBe(true);
    const pending = (await deliveries(endpoint.id)).find((d) => d.status === 'pendente' && d.tentativas > 0)!;
    expect(pending).toMatchObject({ ultimoStatusHttp: 500, proximaTentativaEm: expect.any(String) });
    failing = false;
    await new Promise((r) => setTimeout(r, 1500));
    const names = receiver.received.map((h) => h.body.data.inscricao.nome);
    expect(names[names.length - 1]).toBe('Pessoa 2');
    expect(names.filter((n) => n === 'Pessoa 2')).toHaveLength(1);
    const firstIds = new Set(receiver.received.filter((h) => h.body.data.inscricao.nome === 'Pessoa 1').map((h) => h.id));
    expect(firstIds.size).toBe(1);
    expect((await settledLog(endpoint.id)).map((d) => d.status)).toEqual(['entregue', 'entregue']);
  });

  it('gives up after the last retry (falhou), and a manual retry delivers it with the same webhook-id', async () => {
    const endpoint = await createEndpoint({ eventos: ['entry.submitted'] });
    const g = await publishedGiveaway(t, creator.accessToken);
    receiver.answer = () => ({ status: 503, body: '<script>alert(1)</script>' });
    await enter(g.id, 1);
    await receiver.waitFor(4, 5000);
    await new Promise((r) => setTimeout(r, 300));
    const [failed] = await deliveries(endpoint.id);
    expect(failed).toMatchObject({ status: 'falhou', tentativas: 4, ultimoStatusHttp: 503, proximaTentativaEm: null });
    expect(failed.ultimaResposta).toBe('&#60;script&#62;alert(1)&#60;/script&#62;');
    expect(failed.historico).toHaveLength(4);
    receiver.answer = () => 200;
    await request(t.http).post(`/api/webhooks/${endpoint.id}/deliveries/${failed.id}/retry`).set(bearer(creator.accessToken)).expect(202);
    await receiver.waitFor(5);
    expect(new Set(receiver.received.map((h) => h.id))).toEqual(new Set([failed.id]));
    expect((await settledLog(endpoint.id))[0]).toMatchObject({ status: 'entregue', tentativas: 5 });
  });

  it('pauses the endpoint when the receiver answers 410 Gone', async () => {
    const endpoint = await createEndpoint();
    receiver.answer = () => 410;
    await publishedGiveaway(t, creator.accessToken);
    await receiver.waitFor(1);
    let res = await request(t.http).get(`/api/webhooks/${endpoint.id}`).set(bearer(creator.accessToken)).expect(200);
    for (let i = 0; i < 100 && res.body.ativo; i++) {
      await new Promise((r) => setTimeout(r, 50));
      res = await request(t.http).get(`/api/webhooks/${endpoint.id}`).set(bearer(creator.accessToken)).expect(200);
    }
    expect(res.body).toMatchObject({ ativo: false, pausadoMotivo: 'http-410' });
    expect((await deliveries(endpoint.id))[0]).toMatchObject({ status: 'falhou', ultimoStatusHttp: 410 });
  });

  it('pauses the endpoint of a creator who left Pro, keeps the events pending, and delivers them once Pro returns and the endpoint is resumed', async () => {
    const lapsing = await registerProUser(t);
    const endpoint = await createEndpoint({}, lapsing.accessToken);
    await revokePro(t, lapsing.user.id);
    await publishedGiveaway(t, lapsing.accessToken);
    const read = () => request(t.http).get(`/api/webhooks/${endpoint.id}`).set(bearer(lapsing.accessToken)).expect(200);
    let res = await read();
    for (let i = 0; i < 100 && res.body.ativo; i++) {
      await new Promise((r) => setTimeout(r, 50));
      res = await read();
    }
    expect(res.body).toMatchObject({ ativo: false, pausadoMotivo: 'plano' });
    expect(receiver.received).toHaveLength(0);
    const resume = await request(t.http).patch(`/api/webhooks/${endpoint.id}`).set(bearer(lapsing.accessToken)).send({ ativo: true }).expect(403);
    expect(resume.body.code).toBe('PLAN_REQUIRED');

    await grantPro(t, lapsing.user.id);
    await request(t.http).patch(`/api/webhooks/${endpoint.id}`).set(bearer(lapsing.accessToken)).send({ ativo: true }).expect(200);
    const [hook] = await receiver.waitFor(1);
    expect(hook.body.type).toBe('giveaway.published');
    expect(() => verify(endpoint.secret, hook)).not.toThrow();
  });

  it('replays every event since a date, in order, with the original webhook-ids', async () => {
    const endpoint = await createEndpoint();
    const since = new Date().toISOString();
    const g = await publishedGiveaway(t, creator.accessToken);
    for (let n = 0; n < 3; n++) await enter(g.id, n);
    const first = (await receiver.waitFor(4)).map((h) => h.id);
    const res = await request(t.http).post(`/api/webhooks/${endpoint.id}/replay`).set(bearer(creator.accessToken)).send({ desde: since }).expect(202);
    expect(res.body).toEqual({ enfileiradas: 4 });
    const all = await receiver.waitFor(8);
    expect(all.slice(4).map((h) => h.id)).toEqual(first);
    for (const hook of all) expect(() => verify(endpoint.secret, hook)).not.toThrow();
  });

  it('refuses a replay from a future date or without a date', async () => {
    const endpoint = await createEndpoint();
    await request(t.http).post(`/api/webhooks/${endpoint.id}/replay`).set(bearer(creator.accessToken)).send({}).expect(400);
    const res = await request(t.http).post(`/api/webhooks/${endpoint.id}/replay`).set(bearer(creator.accessToken)).send({ desde: new Date(Date.now() + 86_400_000).toISOString() }).expect(400);
    expect(res.body.code).toBe('VALIDATION_FAILED');
  });

  it('validates the event types at the edge', async () => {
    for (const eventos of [[], ['entry.deleted'], ['entry.submitted', 'entry.submitted']]) {
      const res = await request(t.http).post('/api/webhooks').set(bearer(creator.accessToken)).send({ url: receiver.url(), eventos }).expect(400);
      expect(res.body.code).toBe('VALIDATION_FAILED');
    }
  });

  it('deletes an endpoint and its log', async () => {
    const endpoint = await createEndpoint();
    await request(t.http).delete(`/api/webhooks/${endpoint.id}`).set(bearer(creator.accessToken)).expect(204);
    await request(t.http).get(`/api/webhooks/${endpoint.id}`).set(bearer(creator.accessToken)).expect(404);
  });
});

describe('webhooks without WEBHOOKS_ALLOW_PRIVATE_NETWORKS', () => {
  let t: TestApp;
  let token: string;
  beforeAll(async () => {
    t = await createTestApp();
    token = (await registerProUser(t)).accessToken;
  });
  afterAll(() => t.close());

  it.each([
    ['http://exemplo.com.br/hooks', 'https'],
    ['https://127.0.0.1/hooks', '127.0.0.1'],
    ['https://localhost:8443/hooks', '127.0.0.1'],
    ['https://10.1.2.3/hooks', '10.1.2.3'],
    ['https://192.168.0.10/hooks', '192.168.0.10'],
    ['https://100.64.0.1/hooks', '100.64.0.1'],
    ['https://169.254.169.254/latest/meta-data', 'metadados'],
    ['https://[::1]/hooks', '::1'],
    ['https://[fd00:ec2::254]/hooks', 'metadados'],
    ['https://[::ffff:127.0.0.1]/hooks', '127.0.0.1'],
    ['https://user:pass@exemplo.com.br/hooks', 'usuário'],
  ])('refuses %s with WEBHOOK_URL_NOT_ALLOWED', async (url, named) => {
    const res = await request(t.http).post('/api/webhooks').set(bearer(token)).send({ url, eventos: ['entry.submitted'] }).expect(400);
    expect(res.body.code).toBe('WEBHOOK_URL_NOT_ALLOWED');
    expect(res.body.message).toContain(named);
  });
});

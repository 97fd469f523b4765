import request from 'supertest';
import { registerUser } from '../support/accounts';
import { registerAdmin } from '../support/admin';
import { bearer } from '../support/giveaways';
import { readOutbox } from '../support/outbox';
import { createTestApp, TestApp } from '../support/test-app';

const message = (overrides: Record<string, unknown> = {}) => ({
  nome: 'Ana Souza',
  email: 'Ana.Souza@Exemplo.com.br',
  mensagem: 'Seria ótimo filtrar os sorteios por cidade.',
  tipo: 'sugestao',
  ...overrides,
});

describe('feedback', () => {
  let t: TestApp;
  let admin: Awaited<ReturnType<typeof registerAdmin>>;
  let someone: Awaited<ReturnType<typeof registerUser>>;
  // Each test speaks from its own address (X-Forwarded-For, trusted from loopback) so the per-IP limit of one does not spill into another.
  let ip = 0;
  const from = () => `203.0.113.${++ip}`;
  beforeAll(async () => {
    t = await createTestApp({ FEEDBACK_MAX_PER_IP: '3', FEEDBACK_WINDOW_SECONDS: '600' });
    t.app.getHttpAdapter().getInstance().set('trust proxy', 'loopback');
    admin = await registerAdmin(t);
    someone = await registerUser(t);
  });
  afterAll(() => t.close());

  const send = (body: Record<string, unknown>, address: string) => request(t.http).post('/api/feedback').set('X-Forwarded-For', address).send(body);
  const inbox = (query = '') => request(t.http).get(`/api/admin/feedback${query}`).set(bearer(admin.accessToken)).expect(200);

  it('lets anyone send a message, which reaches the admins as unread', async () => {
    const res = await send(message(), from()).expect(201);
    expect(res.body).toEqual({ id: expect.any(String), nome: 'Ana Souza', email: 'ana.souza@exemplo.com.br', mensagem: 'Seria ótimo filtrar os sorteios por cidade.', tipo: 'sugestao', criadoEm: expect.any(String) });
    const { body } = await inbox();
    expect(body.items[0]).toMatchObject({ id: res.body.id, nome: 'Ana Souza', email: 'ana.souza@exemplo.com.br', tipo: 'sugestao', lida: false, respostas: [] });
    expect(body.naoLidas).toBeGreaterThanOrEqual(1);
  });

  it('refuses a message with missing or wrong fields, naming each one', async () => {
    const res = await send({ nome: '', email: 'não-é-email', mensagem: 'curta', tipo: 'reclamacao', extra: 1 }, from()).expect(400);
    expect(Object.keys(res.body.fields).sort()).toEqual(['email', 'extra', 'mensagem', 'nome', 'tipo']);
    expect(res.body.fields.tipo).toEqual(['Escolha sugestão, problema ou elogio.']);
  });

  it('limits how many messages one IP sends: the next one answers 429 in pt-BR', async () => {
    const address = from();
    for (let i = 0; i < 3; i++) await send(message({ mensagem: `Mensagem número ${i} para o teste.` }), address).expect(201);
    const res = await send(message(), address).expect(429);
    expect(res.body).toMatchObject({ statusCode: 429, code: 'TOO_MANY_REQUESTS', message: expect.stringMatching(/^Você enviou muitas mensagens\. Tente novamente em \d+ minuto\(s\)\.$/) });
    expect(Number(res.headers['retry-after'])).toBeGreaterThan(0);
    // Another address is not held back by this one.
    await send(message(), from()).expect(201);
  });

  it('filters read and unread, and marks a message either way', async () => {
    const { body: sent } = await send(message({ tipo: 'elogio', mensagem: 'Adorei o sorteio verificável!' }), from()).expect(201);
    const read = await request(t.http).patch(`/api/admin/feedback/${sent.id}`).set(bearer(admin.accessToken)).send({ lida: true }).expect(200);
    expect(read.body).toMatchObject({ id: sent.id, lida: true, lidaEm: expect.any(String) });
    expect((await inbox('?lida=true')).body.items.map((f: { id: string }) => f.id)).toContain(sent.id);
    expect((await inbox('?lida=false')).body.items.map((f: { id: string }) => f.id)).not.toContain(sent.id);
    await request(t.http).patch(`/api/admin/feedback/${sent.id}`).set(bearer(admin.accessToken)).send({ lida: false }).expect(200);
    expect((await inbox('?lida=false')).body.items.map((f: { id: string }) => f.id)).toContain(sent.id);
    await request(t.http).get('/api/admin/feedback?lida=talvez').set(bearer(admin.accessToken)).expect(400);
  });

  it('replies by e-mail to the sender, signed by the team, and marks the message read', async () => {
    const { body: sent } = await send(message({ email: 'bruno@exemplo.com.br', nome: 'Bruno', tipo: 'problema', mensagem: 'Não consigo baixar o CSV <b>nunca</b>.' }), from()).expect(201);
    const res = await request(t.http).post(`/api/admin/feedback/${sent.id}/reply`).set(bearer(admin.accessToken)).send({ mensagem: 'Já corrigimos, obrigado!\nEquipe' }).expect(201);
    expect(res.body).toMatchObject({ id: sent.id, lida: true, respostas: [{ mensagem: 'Já corrigimos, obrigado!\nEquipe', respondidoPor: admin.user.id, respondidoEm: expect.any(String) }] });
    await t.jobsIdle();
    const mails = (await readOutbox(t.dataDir)).filter((m) => m.to.includes('bruno@exemplo.com.br'));
    expect(mails).toHaveLength(1);
    expect(mails[0].subject).toBe('Resposta à sua mensagem — Sorteios');
    expect(mails[0].text).toContain('Já corrigimos, obrigado!');
    expect(mails[0].text).toContain('Não consigo baixar o CSV <b>nunca</b>.');
    expect(mails[0].html).not.toContain('<b>nunca</b>');
    expect(mails[0].text).not.toContain(admin.body.username);
    await request(t.http).post('/api/admin/feedback/00000000-0000-4000-8000-000000000000/reply').set(bearer(admin.accessToken)).send({ mensagem: 'Oi' }).expect(404);
  });

  it('keeps the inbox to admins: 401 signed out, 403 for everyone else', async () => {
    const { body: sent } = await send(message(), from()).expect(201);
    const routes = [
      () => request(t.http).get('/api/admin/feedback'),
      () => request(t.http).patch(`/api/admin/feedback/${sent.id}`).send({ lida: true }),
      () => request(t.http).post(`/api/admin/feedback/${sent.id}/reply`).send({ mensagem: 'Oi' }),
    ];
    for (const route of routes) {
      expect((await route().expect(401)).body.code).toBe('UNAUTHENTICATED');
      const forbidden = await route().set(bearer(someone.accessToken)).expect(403);
      expect(forbidden.body).toEqual({ statusCode: 403, code: 'FORBIDDEN', message: 'Acesso restrito a administradores' });
    }
  });
});

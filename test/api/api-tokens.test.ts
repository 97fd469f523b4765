import { mkdtempSync, readdirSync, readFileSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import request from 'supertest';
import { EVENT_STORE, EventStore } from '../../src/platform/event-store/event-store.port';
import { registerAdmin } from '../support/admin';
import { registerUser } from '../support/accounts';
import { grantPro, registerProUser, revokePro } from '../support/plans';
import { closeGiveaway, drawGiveaway, seedEntries } from '../support/draws';
import { bearer, createGiveaway, publishedGiveaway } from '../support/giveaways';
import { createTestApp, TestApp } from '../support/test-app';

type Account = Awaited<ReturnType<typeof registerUser>>;
type Scope = 'giveaways:read' | 'entries:read' | 'draws:read';
const ALL: Scope[] = ['giveaways:read', 'entries:read', 'draws:read'];

/** Every file under `dir`, recursively. */
function filesUnder(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    return statSync(path).isDirectory() ? filesUnder(path) : [path];
  });
}

describe('API tokens', () => {
  let t: TestApp;
  let owner: Account;
  let stranger: Account;
  beforeAll(async () => {
    t = await createTestApp();
    owner = await registerProUser(t);
    stranger = await registerProUser(t);
  });
  afterAll(() => t.close());

  const createToken = async (account: Account, escopos: Scope[] = ALL, nome = `Integração ${Math.random().toString(36).slice(2, 8)}`) =>
    (await request(t.http).post('/api/tokens').set(bearer(account.accessToken)).send({ nome, escopos }).expect(201)).body as {
      id: string; nome: string; escopos: Scope[]; criadoEm: string; token: string;
    };
  const listTokens = async (account: Account) => (await request(t.http).get('/api/tokens').set(bearer(account.accessToken)).expect(200)).body;

  it('shows a new token once, as sor_ and 43 characters; the list never shows it', async () => {
    const created = await createToken(owner, ['draws:read', 'giveaways:read'], 'Planilha do Zapier');
    expect(created).toEqual({ id: expect.any(String), nome: 'Planilha do Zapier', escopos: ['giveaways:read', 'draws:read'], criadoEm: expect.any(String), token: expect.stringMatching(/^sor_[A-Za-z0-9_-]{43}$/) });

    const list = await listTokens(owner);
    expect(list.maximo).toBe(20);
    expect(list.items.find((i: { id: string }) => i.id === created.id)).toEqual({
      id: created.id, nome: 'Planilha do Zapier', escopos: ['giveaways:read', 'draws:read'], criadoEm: created.criadoEm, ultimoUsoEm: null,
    });
    expect(JSON.stringify(list)).not.toContain(created.token);
    expect(JSON.stringify(list)).not.toContain('hash');
  });

  it('reads the owner’s giveaways, entries (list and CSV) and draw receipt with the matching scopes, as the owner sees them', async () => {
    const { token } = await createToken(owner);
    const draft = await createGiveaway(t, owner.accessToken, { titulo: 'Rascunho da integração' });
    const g = await publishedGiveaway(t, owner.accessToken, { titulo: 'Sorteio lido por token' });
    await seedEntries(t, g.id, 3);

    const mine = await request(t.http).get('/api/me/giveaways').set(bearer(token)).expect(200);
    expect(mine.body.items.map((i: { id: string }) => i.id)).toEqual(expect.arrayContaining([draft.id, g.id]));
    const one = await request(t.http).get(`/api/giveaways/${draft.id}`).set(bearer(token)).expect(200);
    expect(one.body).toMatchObject({ id: draft.id, status: 'Rascunho', titulo: 'Rascunho da integração' });

    const asOwner = await request(t.http).get(`/api/giveaways/${g.id}/entries`).set(bearer(owner.accessToken)).expect(200);
    const entries = await request(t.http).get(`/api/giveaways/${g.id}/entries`).set(bearer(token)).expect(200);
    expect(entries.body).toEqual(asOwner.body);
    expect(entries.body.items).toHaveLength(3);
    const csv = await request(t.http).get(`/api/giveaways/${g.id}/entries.csv`).set(bearer(token)).expect(200);
    expect(csv.headers['content-type']).toContain('text/csv');
    expect(csv.text).toContain('Pessoa 0');

    await closeGiveaway(t, g.id, owner.accessToken);
    const drawn = (await drawGiveaway(t, g.id, { quantidade: 1 }, owner.accessToken).expect(200)).body;
    const receipt = await request(t.http).get(`/api/giveaways/${g.id}/draw`).set(bearer(token)).expect(200);
    expect(receipt.body.merkleRoot ?? receipt.body.entrantCount).toBeDefined();
    expect(receipt.body).toEqual((await request(t.http).get(`/api/giveaways/${g.id}/draw`).expect(200)).body);
    expect(drawn.vencedores).toHaveLength(1);
  });

  it('refuses a route whose scope the token lacks with 403 TOKEN_SCOPE_MISSING', async () => {
    const { token } = await createToken(owner, ['giveaways:read']);
    const g = await publishedGiveaway(t, owner.accessToken);
    const res = await request(t.http).get(`/api/giveaways/${g.id}/entries`).set(bearer(token)).expect(403);
    expect(res.body).toEqual({ statusCode: 403, code: 'TOKEN_SCOPE_MISSING', message: 'Este token de API não tem o escopo entries:read.', escopo: 'entries:read' });
    await request(t.http).get(`/api/giveaways/${g.id}/draw`).set(bearer(token)).expect(403);
    await request(t.http).get(`/api/giveaways/${g.id}`).set(bearer(token)).expect(200);
  });

  it('refuses the account, write routes, token management and anonymous writes with 403 TOKEN_NOT_ALLOWED', async () => {
    const { token } = await createToken(owner);
    const g = await publishedGiveaway(t, owner.accessToken);
    const refused: Array<[string, request.Test]> = [
      ['GET /api/me', request(t.http).get('/api/me').set(bearer(token))],
      ['PATCH /api/me', request(t.http).patch('/api/me').set(bearer(token)).send({ nome: 'Outro' })],
      ['GET /api/me/plan', request(t.http).get('/api/me/plan').set(bearer(token))],
      ['POST /api/giveaways', request(t.http).post('/api/giveaways').set(bearer(token)).send({ titulo: 'x' })],
      [`PATCH /api/giveaways/${g.id}`, request(t.http).patch(`/api/giveaways/${g.id}`).set(bearer(token)).send({ titulo: 'Mudado por token' })],
      [`POST /api/giveaways/${g.id}/close`, request(t.http).post(`/api/giveaways/${g.id}/close`).set(bearer(token))],
      [`DELETE /api/giveaways/${g.id}`, request(t.http).delete(`/api/giveaways/${g.id}`).set(bearer(token))],
      [`POST /api/giveaways/${g.id}/draw`, request(t.http).post(`/api/giveaways/${g.id}/draw`).set(bearer(token)).send({ quantidade: 1 })],
      ['GET /api/tokens', request(t.http).get('/api/tokens').set(bearer(token))],
      ['POST /api/tokens', request(t.http).post('/api/tokens').set(bearer(token)).send({ nome: 'Filho', escopos: ['entries:read'] })],
      ['POST /api/feedback', request(t.http).post('/api/feedback').set(bearer(token)).send({ nome: 'Ana', email: 'ana@exemplo.com', mensagem: 'Mensagem de teste longa', tipo: 'elogio' })],
    ];
    for (const [route, call] of refused) {
      const res = await call;
      expect([route, res.status, res.body.code]).toEqual([route, 403, 'TOKEN_NOT_ALLOWED']);
    }
    const me = await request(t.http).get('/api/me').set(bearer(token)).expect(403);
    expect(me.body.message).toBe('Tokens de API só leem sorteios, inscrições e sorteios realizados; esta rota exige entrar na sua conta.');
    expect((await request(t.http).get(`/api/giveaways/${g.id}`).set(bearer(owner.accessToken)).expect(200)).body.status).toBe('Ativo');
  });

  it('never acts as an admin: an admin’s token is refused on admin routes and reads others’ data as a stranger', async () => {
    const admin = await registerAdmin(t);
    await grantPro(t, admin.user.id);
    const { token } = await createToken(admin);
    for (const path of ['/api/admin/users', '/api/admin/reports', '/api/admin/giveaways']) {
      await request(t.http).get(path).set(bearer(admin.accessToken)).expect(200);
      const res = await request(t.http).get(path).set(bearer(token)).expect(403);
      expect(res.body.code).toBe('TOKEN_NOT_ALLOWED');
    }
    const g = await publishedGiveaway(t, owner.accessToken);
    await request(t.http).get(`/api/giveaways/${g.id}/entries`).set(bearer(admin.accessToken)).expect(200);
    await request(t.http).get(`/api/giveaways/${g.id}/entries`).set(bearer(token)).expect(403);
  });

  it('reaches only the owner’s data: another person’s giveaway, entries and draw are refused even when public', async () => {
    const { token } = await createToken(stranger);
    const g = await publishedGiveaway(t, owner.accessToken);
    await seedEntries(t, g.id, 2);
    await request(t.http).get(`/api/giveaways/${g.id}`).expect(200);
    expect((await request(t.http).get(`/api/giveaways/${g.id}`).set(bearer(token)).expect(404)).body.code).toBe('GIVEAWAY_NOT_FOUND');
    await request(t.http).get(`/api/giveaways/${g.id}/entries`).set(bearer(token)).expect(403);
    await request(t.http).get(`/api/giveaways/${g.id}/entries.csv`).set(bearer(token)).expect(403);
    await closeGiveaway(t, g.id, owner.accessToken);
    await drawGiveaway(t, g.id, { quantidade: 1 }, owner.accessToken).expect(200);
    await request(t.http).get(`/api/giveaways/${g.id}/draw`).expect(200);
    await request(t.http).get(`/api/giveaways/${g.id}/draw`).set(bearer(token)).expect(404);
    const theirs = (await request(t.http).get('/api/me/giveaways').set(bearer(token)).expect(200)).body.items;
    expect(theirs.map((i: { id: string }) => i.id)).not.toContain(g.id);
  });

  it('keeps tokens for Pro: Grátis cannot create one, and after a downgrade a token reads nothing until Pro returns, yet is listed and revocable', async () => {
    const free = await registerUser(t);
    const refused = await request(t.http).post('/api/tokens').set(bearer(free.accessToken)).send({ nome: 'CRM', escopos: ['giveaways:read'] }).expect(403);
    expect(refused.body).toMatchObject({ code: 'PLAN_REQUIRED', recurso: 'tokens-api', message: expect.stringContaining('plano Pro') });
    expect((await listTokens(free)).items).toEqual([]);

    const lapsing = await registerProUser(t);
    const created = await createToken(lapsing, ['giveaways:read']);
    await request(t.http).get('/api/me/giveaways').set(bearer(created.token)).expect(200);
    await revokePro(t, lapsing.user.id);
    expect((await request(t.http).get('/api/me/giveaways').set(bearer(created.token)).expect(403)).body.code).toBe('PLAN_REQUIRED');
    expect((await listTokens(lapsing)).items.map((i: { id: string }) => i.id)).toEqual([created.id]);
    await grantPro(t, lapsing.user.id);
    await request(t.http).get('/api/me/giveaways').set(bearer(created.token)).expect(200);
    await request(t.http).delete(`/api/tokens/${created.id}`).set(bearer(lapsing.accessToken)).expect(204);
  });

  it('refuses a revoked token with 401 at once; revoking another person’s token answers 404 and leaves it working', async () => {
    const created = await createToken(owner);
    await request(t.http).get('/api/me/giveaways').set(bearer(created.token)).expect(200);

    const notMine = await request(t.http).delete(`/api/tokens/${created.id}`).set(bearer(stranger.accessToken)).expect(404);
    expect(notMine.body).toEqual({ statusCode: 404, code: 'API_TOKEN_NOT_FOUND', message: 'Token de API não encontrado.' });
    await request(t.http).get('/api/me/giveaways').set(bearer(created.token)).expect(200);

    await request(t.http).delete(`/api/tokens/${created.id}`).set(bearer(owner.accessToken)).expect(204);
    const res = await request(t.http).get('/api/me/giveaways').set(bearer(created.token)).expect(401);
    expect(res.body).toEqual({ statusCode: 401, code: 'API_TOKEN_INVALID', message: 'Token de API inválido ou revogado.' });
    expect((await listTokens(owner)).items.map((i: { id: string }) => i.id)).not.toContain(created.id);
    await request(t.http).delete(`/api/tokens/${created.id}`).set(bearer(owner.accessToken)).expect(404);
  });

  it('answers 401 API_TOKEN_INVALID to a wrong or malformed sor_ token, on any route, without touching sessions', async () => {
    const { token } = await createToken(owner);
    const wrong = `${token.slice(0, -1)}${token.endsWith('A') ? 'B' : 'A'}`;
    for (const guess of [wrong, 'sor_', 'sor_abc', `sor_${'x'.repeat(300)}`]) {
      const res = await request(t.http).get('/api/me/giveaways').set(bearer(guess)).expect(401);
      expect(res.body.code).toBe('API_TOKEN_INVALID');
    }
    await request(t.http).get('/api/me').set(bearer(wrong)).expect(401);
    await request(t.http).get('/api/me').set(bearer(owner.accessToken)).expect(200);
    await request(t.http).get('/api/me').set(bearer('not-a-jwt')).expect(401);
  });

  it('stops the token of a disabled account at once', async () => {
    const admin = await registerAdmin(t);
    const target = await registerProUser(t);
    const { token } = await createToken(target);
    await request(t.http).get('/api/me/giveaways').set(bearer(token)).expect(200);
    await request(t.http).put(`/api/admin/users/${target.user.id}/roles`).set(bearer(admin.accessToken)).send({ disabled: true, motivo: 'Abuso' }).expect(200);
    expect((await request(t.http).get('/api/me/giveaways').set(bearer(token)).expect(401)).body.code).toBe('API_TOKEN_INVALID');
  });

  it('shows the last-used time after a use, and never before', async () => {
    const created = await createToken(owner, ['giveaways:read']);
    const before = Date.now();
    const listed = (await listTokens(owner)).items.find((i: { id: string }) => i.id === created.id);
    expect(listed.ultimoUsoEm).toBeNull();
    await request(t.http).get('/api/me/giveaways').set(bearer(created.token)).expect(200);
    const used = (await listTokens(owner)).items.find((i: { id: string }) => i.id === created.id);
    expect(Date.parse(used.ultimoUsoEm)).toBeGreaterThanOrEqual(Math.floor(before / 1000) * 1000);
    expect(Date.parse(used.ultimoUsoEm)).toBeLessThanOrEqual(Date.now());
    // A refused request is not a use.
    const refused = await createToken(owner, ['giveaways:read']);
    await request(t.http).get('/api/me').set(bearer(refused.token)).expect(403);
    expect((await listTokens(owner)).items.find((i: { id: string }) => i.id === refused.id).ultimoUsoEm).toBeNull();
  });

  it('refuses a 21st token with 409 API_TOKEN_LIMIT_REACHED in pt-BR, and a bad body with the fields', async () => {
    const busy = await registerProUser(t);
    for (let i = 0; i < 20; i++) await createToken(busy, ['entries:read'], `Token ${i}`);
    const res = await request(t.http).post('/api/tokens').set(bearer(busy.accessToken)).send({ nome: 'Mais um', escopos: ['entries:read'] }).expect(409);
    expect(res.body).toEqual({
      statusCode: 409, code: 'API_TOKEN_LIMIT_REACHED', maximo: 20,
      message: 'Você já tem 20 tokens de API, o máximo. Revogue um que não usa mais para criar outro.',
    });

    const bad = await request(t.http).post('/api/tokens').set(bearer(owner.accessToken)).send({ nome: '', escopos: ['entries:write'], extra: 1 }).expect(400);
    expect(bad.body.code).toBe('VALIDATION_FAILED');
    expect(Object.keys(bad.body.fields).sort()).toEqual(['escopos', 'extra', 'nome']);
    const none = await request(t.http).post('/api/tokens').set(bearer(owner.accessToken)).send({ nome: 'Sem escopo', escopos: [] }).expect(400);
    expect(none.body.fields.escopos).toEqual(['Escolha ao menos um escopo.']);
    await request(t.http).post('/api/tokens').send({ nome: 'Anônimo', escopos: ['entries:read'] }).expect(401);
  });

  // Last in this suite: it uses up this address's allowance of wrong tokens.
  it('answers 429 to wrong tokens once an address sent 30 of them, while a valid token still works', async () => {
    const { token } = await createToken(owner, ['giveaways:read']);
    let last = 0;
    for (let i = 0; i < 31; i++) last = (await request(t.http).get('/api/me/giveaways').set(bearer(`sor_${String(i).padStart(43, 'x')}`))).status;
    expect(last).toBe(429);
    const res = await request(t.http).get('/api/me/giveaways').set(bearer('sor_tentativa')).expect(429);
    expect(res.body.message).toMatch(/^Muitos tokens de API inválidos deste endereço\. Tente novamente em \d+ minuto\(s\)\.$/);
    await request(t.http).get('/api/me/giveaways').set(bearer(token)).expect(200);
  });
});

// Its own apps, after the suite above: passport keeps one 'jwt' strategy per process, so the app
// started last decides which secret signs sessions.
describe('API tokens across a restart', () => {
  it('keeps the last-used time across a restart (recorded in the log, not per request) and keeps only the token’s hash on disk', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'sorteios-tokens-'));
    try {
      let app = await createTestApp({}, dir);
      const someone = await registerProUser(app);
      const { id, token } = (await request(app.http).post('/api/tokens').set(bearer(someone.accessToken)).send({ nome: 'CRM', escopos: ['giveaways:read'] }).expect(201)).body;
      const store = app.app.get<EventStore>(EVENT_STORE);
      const before = await store.headPosition();
      for (let i = 0; i < 5; i++) await request(app.http).get('/api/me/giveaways').set(bearer(token)).expect(200);
      // Five requests, no event: uses are kept in memory and recorded once a minute or at shutdown.
      expect(await store.headPosition()).toBe(before);
      const seen = (await request(app.http).get('/api/tokens').set(bearer(someone.accessToken)).expect(200)).body.items[0].ultimoUsoEm;
      await app.close();

      app = await createTestApp({}, dir);
      await app.jobsIdle();
      const login = await request(app.http).post('/api/auth/login').send({ email: someone.body.email, password: someone.body.password }).expect(200);
      const items = (await request(app.http).get('/api/tokens').set(bearer(login.body.accessToken)).expect(200)).body.items;
      expect(items).toEqual([expect.objectContaining({ id, ultimoUsoEm: seen })]);
      await app.close();
      // Stored hashed: no file the product keeps (log, read-store snapshot and journal) holds the token.
      const holding = filesUnder(dir).filter((f) => readFileSync(f).includes(token.slice(4)));
      expect(holding).toEqual([]);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});

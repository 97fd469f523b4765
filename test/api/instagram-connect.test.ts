import { randomBytes } from 'node:crypto';
import { mkdtempSync, readdirSync, readFileSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import request from 'supertest';
import { InstagramRefreshScheduler } from '../../src/modules/instagram/application/instagram-token-refresher';
import { instagramStream } from '../../src/modules/instagram/domain/instagram.events';
import { INSTAGRAM_CONNECTIONS } from '../../src/modules/instagram/projections/instagram-connections.projection';
import { Clock } from '../../src/platform/ddd/clock';
import { EVENT_STORE, EventStore } from '../../src/platform/event-store/event-store.port';
import { READ_STORE, ReadStore } from '../../src/platform/read-store/read-store.port';
import { registerUser } from '../support/accounts';
import { MovableClock } from '../support/drand';
import { FakeGraphApi, type FakeInstagramAccount } from '../support/fake-graph-api';
import { bearer } from '../support/giveaways';
import { authorizeAt, connectInstagram, startConnection } from '../support/instagram';
import { registerProUser, revokePro } from '../support/plans';
import { createTestApp, TestApp } from '../support/test-app';

type Account = Awaited<ReturnType<typeof registerUser>>;
const DAY_MS = 86_400_000;

/** Every file under `dir`, recursively. */
function filesUnder(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    return statSync(path).isDirectory() ? filesUnder(path) : [path];
  });
}

describe('Connect Instagram', () => {
  let fake: FakeGraphApi;
  let t: TestApp;
  const clock = new MovableClock();
  let n = 0;
  /** A fresh Instagram account for each test, so tests do not share connections. */
  const newShop = (): FakeInstagramAccount => fake.account(`loja.teste_${++n}`);

  beforeAll(async () => {
    fake = await new FakeGraphApi().start();
    t = await createTestApp(fake.env(), undefined, [{ provide: Clock, useValue: clock }]);
  });
  afterAll(async () => {
    await t.close();
    await fake.stop();
  });
  afterEach(() => {
    clock.offsetMs = 0;
    fake.tokenLifetimeSeconds = 5_183_944;
  });

  const status = async (account: Account) => (await request(t.http).get('/api/instagram').set(bearer(account.accessToken)).expect(200)).body;
  const callback = (account: Account, body: object) => request(t.http).post('/api/instagram/callback').set(bearer(account.accessToken)).send(body);
  const events = (userId: string) => t.app.get<EventStore>(EVENT_STORE).readStream(instagramStream(userId));

  it('connects a Pro creator’s account: authorization page, callback, status, recent posts, disconnection', async () => {
    const creator = await registerProUser(t);
    const shop = newShop();
    const older = fake.seedMedia(shop, { caption: 'Sorteio de verão', comments: 12 });
    const newer = fake.seedMedia(shop, { caption: null, comments: 3 });
    expect(await status(creator)).toEqual({ configurado: true, conectado: false });

    fake.authorizeAs(shop);
    const url = new URL(await startConnection(t, creator.accessToken));
    expect(`${url.origin}${url.pathname}`).toBe(`${fake.url}/oauth/authorize`);
    expect(Object.fromEntries(url.searchParams)).toEqual({
      client_id: FakeGraphApi.CLIENT_ID,
      redirect_uri: 'http://localhost:3000/instagram-callback',
      response_type: 'code',
      scope: 'instagram_business_basic,instagram_business_manage_comments',
      state: expect.stringMatching(/^[\w-]{43}$/),
    });
    const back = await authorizeAt(url.toString());
    expect(back.state).toBe(url.searchParams.get('state'));
    await callback(creator, { code: back.code, state: back.state }).expect(200, { username: shop.username });

    const connected = await status(creator);
    expect(connected).toEqual({ configurado: true, conectado: true, username: shop.username, expiraEm: expect.any(String) });
    expect(Date.parse(connected.expiraEm) - Date.now()).toBeGreaterThan(59 * DAY_MS);

    const media = await request(t.http).get('/api/instagram/media').set(bearer(creator.accessToken)).expect(200);
    expect(media.body).toEqual([
      { id: newer.id, caption: null, permalink: newer.permalink, timestamp: expect.any(String), commentsCount: 3 },
      { id: older.id, caption: 'Sorteio de verão', permalink: older.permalink, timestamp: expect.any(String), commentsCount: 12 },
    ]);

    await request(t.http).delete('/api/instagram').set(bearer(creator.accessToken)).expect(204);
    expect(await status(creator)).toEqual({ configurado: true, conectado: false });
    await request(t.http).get('/api/instagram/media').set(bearer(creator.accessToken)).expect(409).expect((res) => expect(res.body.code).toBe('INSTAGRAM_NOT_CONNECTED'));
    await request(t.http).delete('/api/instagram').set(bearer(creator.accessToken)).expect(409);
    expect((await events(creator.user.id)).map((e) => e.type)).toEqual(['InstagramAuthorizationStarted', 'InstagramConnected', 'InstagramDisconnected']);
  });

  it('keeps only the sealed token: not in any answer, event or read model, and gone from the read model on disconnection', async () => {
    const creator = await registerProUser(t);
    const tokensBefore = new Set(fake.issuedTokens());
    await connectInstagram(t, fake, creator.accessToken, newShop());
    const issued = fake.issuedTokens().filter((token) => !tokensBefore.has(token));
    expect(issued).toHaveLength(2);

    const answers = [await status(creator), (await request(t.http).get('/api/instagram/media').set(bearer(creator.accessToken)).expect(200)).body];
    const recorded = await events(creator.user.id);
    const row = await t.app.get<ReadStore>(READ_STORE).collection(INSTAGRAM_CONNECTIONS).findOne({ _id: creator.user.id });
    for (const token of issued) {
      expect(JSON.stringify(answers)).not.toContain(token);
      expect(JSON.stringify(recorded)).not.toContain(token);
      expect(JSON.stringify(row)).not.toContain(token);
    }
    expect(row!.tokenCifrado).toMatch(/^v1\.[0-9a-f]{8}\.[\w-]+\.[\w-]+\.[\w-]+$/);
    expect(JSON.stringify(answers)).not.toContain(row!.tokenCifrado as string);

    await request(t.http).delete('/api/instagram').set(bearer(creator.accessToken)).expect(204);
    expect(await t.app.get<ReadStore>(READ_STORE).collection(INSTAGRAM_CONNECTIONS).findOne({ _id: creator.user.id })).toBeNull();
  });

  it('refuses a wrong, reused, expired or another person’s state with 400 INVALID_OAUTH_STATE, connecting nothing', async () => {
    const creator = await registerProUser(t);
    const other = await registerProUser(t);
    fake.authorizeAs(newShop());

    const invalid = async (account: Account, body: object) => {
      const res = await callback(account, body).expect(400);
      expect(res.body).toEqual({ statusCode: 400, code: 'INVALID_OAUTH_STATE', message: expect.stringContaining('Conectar Instagram') });
    };
    const first = await authorizeAt(await startConnection(t, creator.accessToken));
    await invalid(creator, { code: first.code, state: 'estado-inventado' });
    await invalid(other, { code: first.code, state: first.state });
    expect(await status(other)).toEqual({ configurado: true, conectado: false });

    await callback(creator, { code: first.code, state: first.state }).expect(200);
    const second = await authorizeAt(await startConnection(t, creator.accessToken));
    await invalid(creator, { code: second.code, state: first.state });

    const late = await authorizeAt(await startConnection(t, other.accessToken));
    clock.offsetMs = 11 * 60_000;
    await invalid(other, { code: late.code, state: late.state });
    expect(await status(other)).toEqual({ configurado: true, conectado: false });
    expect((await events(other.user.id)).map((e) => e.type)).not.toContain('InstagramConnected');
  });

  it('spends the state when Instagram refuses the code, and says INSTAGRAM_AUTHORIZATION_FAILED', async () => {
    const creator = await registerProUser(t);
    fake.authorizeAs(newShop());
    const used = await authorizeAt(await startConnection(t, creator.accessToken));
    await callback(creator, { code: used.code, state: used.state }).expect(200);

    const next = await authorizeAt(await startConnection(t, creator.accessToken));
    const refused = await callback(creator, { code: used.code, state: next.state }).expect(400);
    expect(refused.body.code).toBe('INSTAGRAM_AUTHORIZATION_FAILED');
    await callback(creator, { code: next.code, state: next.state }).expect(400).expect((res) => expect(res.body.code).toBe('INVALID_OAUTH_STATE'));
  });

  it('keeps the state when Instagram is down, so the same return can be tried again', async () => {
    const creator = await registerProUser(t);
    const shop = newShop();
    fake.authorizeAs(shop);
    const back = await authorizeAt(await startConnection(t, creator.accessToken));
    fake.failNext(1, { kind: 'server-error' }, { on: 'code-exchange' });
    const down = await callback(creator, { code: back.code, state: back.state }).expect(503);
    expect(down.body.code).toBe('INSTAGRAM_UNAVAILABLE');
    await callback(creator, { code: back.code, state: back.state }).expect(200, { username: shop.username });
  });

  it('answers 503 when Instagram fails after spending the code; the next try then finds the code refused', async () => {
    const creator = await registerProUser(t);
    fake.authorizeAs(newShop());
    const back = await authorizeAt(await startConnection(t, creator.accessToken));
    fake.failNext(1, { kind: 'network' }, { on: 'graph' });
    expect((await callback(creator, { code: back.code, state: back.state }).expect(503)).body.code).toBe('INSTAGRAM_UNAVAILABLE');
    expect((await callback(creator, { code: back.code, state: back.state }).expect(400)).body.code).toBe('INSTAGRAM_AUTHORIZATION_FAILED');
    expect(await status(creator)).toEqual({ configurado: true, conectado: false });
  });

  it('is Pro’s: Grátis gets 403 PLAN_REQUIRED for connecting and the posts, and may still see its status and disconnect', async () => {
    const free = await registerUser(t);
    for (const res of [await request(t.http).post('/api/instagram/connect').set(bearer(free.accessToken)), await request(t.http).get('/api/instagram/media').set(bearer(free.accessToken))]) {
      expect(res.status).toBe(403);
      expect(res.body).toMatchObject({ code: 'PLAN_REQUIRED', recurso: 'instagram', precos: '/precos' });
    }

    const lapsed = await registerProUser(t);
    await connectInstagram(t, fake, lapsed.accessToken, newShop());
    await revokePro(t, lapsed.user.id);
    await request(t.http).get('/api/instagram/media').set(bearer(lapsed.accessToken)).expect(403);
    expect(await status(lapsed)).toMatchObject({ conectado: true });
    await request(t.http).delete('/api/instagram').set(bearer(lapsed.accessToken)).expect(204);
  });

  it('asks for a session on every route', async () => {
    for (const [method, path] of [['get', '/api/instagram'], ['post', '/api/instagram/connect'], ['post', '/api/instagram/callback'], ['delete', '/api/instagram'], ['get', '/api/instagram/media']] as const) {
      await request(t.http)[method](path).expect(401);
    }
  });

  it('answers the posts’ failures as 429 INSTAGRAM_RATE_LIMITED, 409 INSTAGRAM_TOKEN_EXPIRED and 503 INSTAGRAM_UNAVAILABLE', async () => {
    const creator = await registerProUser(t);
    await connectInstagram(t, fake, creator.accessToken, newShop());
    const media = () => request(t.http).get('/api/instagram/media').set(bearer(creator.accessToken));

    fake.failNext(1, { kind: 'rate-limit', code: 4 }, { retryAfterSeconds: null, regainMinutes: 3 });
    const limited = await media().expect(429);
    expect(limited.body).toMatchObject({ code: 'INSTAGRAM_RATE_LIMITED', message: expect.stringContaining('3 minuto(s)'), retryAfterSeconds: 180 });
    fake.failNext(1, { kind: 'token-expired' });
    expect((await media().expect(409)).body.code).toBe('INSTAGRAM_TOKEN_EXPIRED');
    fake.failNext(1, { kind: 'network' });
    expect((await media().expect(503)).body.code).toBe('INSTAGRAM_UNAVAILABLE');
    await media().expect(200);
  });

  it('renews a token with fewer than ten days left, once, and keeps using the new one', async () => {
    const creator = await registerProUser(t);
    const tokensBefore = new Set(fake.issuedTokens());
    fake.tokenLifetimeSeconds = 5 * 86_400;
    await connectInstagram(t, fake, creator.accessToken, newShop());
    const before = await status(creator);
    fake.tokenLifetimeSeconds = 60 * 86_400;
    const refreshes = fake.refreshes;

    const scheduler = t.app.get(InstagramRefreshScheduler);
    await scheduler.tick();
    await t.jobsIdle();
    const after = await status(creator);
    expect(fake.refreshes).toBe(refreshes + 1);
    expect(Date.parse(after.expiraEm) - Date.parse(before.expiraEm)).toBeGreaterThan(50 * DAY_MS);
    expect((await events(creator.user.id)).map((e) => e.type)).toContain('InstagramTokenRefreshed');

    await scheduler.tick();
    await t.jobsIdle();
    expect(fake.refreshes).toBe(refreshes + 1);
    // The renewed token is the one in use: the ones issued before it now answer 190.
    const mine = fake.issuedTokens().filter((token) => !tokensBefore.has(token));
    expect(mine).toHaveLength(3);
    for (const token of mine.slice(0, -1)) fake.expireTokenValue(token);
    await request(t.http).get('/api/instagram/media').set(bearer(creator.accessToken)).expect(200);
  });

  it('ends the connection when Instagram refuses the token at renewal time (code 190)', async () => {
    const creator = await registerProUser(t);
    const shop = newShop();
    fake.tokenLifetimeSeconds = 2 * 86_400;
    await connectInstagram(t, fake, creator.accessToken, shop);
    fake.expireTokens(shop);

    await t.app.get(InstagramRefreshScheduler).tick();
    await t.jobsIdle();
    expect(await status(creator)).toEqual({ configurado: true, conectado: false });
    const last = (await events(creator.user.id)).at(-1)!;
    expect(last).toMatchObject({ type: 'InstagramDisconnected', data: { motivo: 'token-recusado', username: shop.username } });
  });
});

describe('Connect Instagram: configuration and SECRETS_KEY', () => {
  it('answers 404 PROVIDER_NOT_CONFIGURED without an Instagram app, and says so in the status', async () => {
    const t = await createTestApp();
    try {
      const creator = await registerProUser(t);
      expect((await request(t.http).get('/api/instagram').set(bearer(creator.accessToken)).expect(200)).body).toEqual({ configurado: false, conectado: false });
      const res = await request(t.http).post('/api/instagram/connect').set(bearer(creator.accessToken)).expect(404);
      expect(res.body).toMatchObject({ code: 'PROVIDER_NOT_CONFIGURED', message: 'A conexão com o Instagram não está configurada neste servidor.' });
      await request(t.http).post('/api/instagram/callback').set(bearer(creator.accessToken)).send({ code: 'x', state: 'y' }).expect(404);
    } finally {
      await t.close();
    }
  });

  it('keeps a connection across a SECRETS_KEY rotation, ends it when the key is lost, and leaves the token in no file', async () => {
    const fake = await new FakeGraphApi().start();
    const dir = mkdtempSync(join(tmpdir(), 'sorteios-instagram-'));
    const [oldKey, newKey] = [randomBytes(32).toString('base64'), randomBytes(32).toString('base64')];
    const clock = new MovableClock();
    let t = await createTestApp({ ...fake.env(), SECRETS_KEY: oldKey }, dir, [{ provide: Clock, useValue: clock }]);
    try {
      const creator = await registerProUser(t);
      const shop = fake.account('loja.rotacao');
      fake.tokenLifetimeSeconds = 20 * 86_400;
      await connectInstagram(t, fake, creator.accessToken, shop);
      await t.close();

      // Rotation: the new key first, the old one kept to open what it sealed.
      t = await createTestApp({ ...fake.env(), SECRETS_KEY: `${newKey},${oldKey}` }, dir, [{ provide: Clock, useValue: clock }]);
      const login = async () => (await request(t.http).post('/api/auth/login').send({ email: creator.body.email, password: creator.body.password }).expect(200)).body.accessToken as string;
      await request(t.http).get('/api/instagram/media').set(bearer(await login())).expect(200);
      await t.close();

      // The old key lost: the token no longer opens; the posts say to connect again, and the renewal ends the connection.
      t = await createTestApp({ ...fake.env(), SECRETS_KEY: newKey }, dir, [{ provide: Clock, useValue: clock }]);
      const token = await login();
      expect((await request(t.http).get('/api/instagram/media').set(bearer(token)).expect(409)).body.code).toBe('INSTAGRAM_TOKEN_EXPIRED');
      clock.offsetMs = 15 * DAY_MS;
      await t.app.get(InstagramRefreshScheduler).tick();
      await t.jobsIdle();
      expect((await request(t.http).get('/api/instagram').set(bearer(token)).expect(200)).body).toMatchObject({ conectado: false });
      const last = (await t.app.get<EventStore>(EVENT_STORE).readStream(instagramStream(creator.user.id))).at(-1)!;
      expect(last.data).toMatchObject({ motivo: 'token-ilegivel' });
      await t.close();

      // No file the product keeps (log, read-store snapshot and journal, job table) holds a token.
      const files = filesUnder(dir);
      expect(files.some((f) => readFileSync(f).includes(shop.username))).toBe(true);
      for (const issued of fake.issuedTokens()) expect(files.filter((f) => readFileSync(f).includes(issued))).toEqual([]);
    } finally {
      await fake.stop();
      rmSync(dir, { recursive: true, force: true });
    }
  });
});

import { generateKeyPairSync } from 'node:crypto';
import request from 'supertest';
import { refreshCookie, registerUser } from '../support/accounts';
import { createTestApp, TestApp } from '../support/test-app';

const PUBLIC = 'https://sorteios.exemplo.com.br';
const SPA_HOST = 'https://app.exemplo.com.br';
const REFUSED = { statusCode: 403, code: 'ORIGIN_REFUSED', message: 'Requisição recusada: ela veio de outro site.' };

const fromOurPage = { 'Sec-Fetch-Site': 'same-origin', Origin: PUBLIC };
const fromAnotherSite = { 'Sec-Fetch-Site': 'cross-site', Origin: 'https://golpe.example' };

/** The routes the refresh cookie authenticates act only for our own pages (or for clients that are no browser). */
describe('origin check on the cookie routes', () => {
  let t: TestApp;
  beforeAll(async () => {
    // Production requires the log key (docs/verifiable-draws.md, Versão 2).
    const LOG_SIGNING_KEY = generateKeyPairSync('ed25519').privateKey.export({ format: 'pem', type: 'pkcs8' }).toString();
    t = await createTestApp({ NODE_ENV: 'production', PUBLIC_URL: PUBLIC, ALLOWED_ORIGINS: SPA_HOST, LOG_SIGNING_KEY });
  });
  afterAll(() => t.close());

  const post = (path: 'refresh' | 'logout', cookie: string, headers: Record<string, string>) =>
    request(t.http).post(`/api/auth/${path}`).set('Cookie', cookie).set(headers);

  it("another site's page cannot refresh the session, and the session is left as it was", async () => {
    const { cookie } = await registerUser(t);
    const refused = await post('refresh', cookie, fromAnotherSite).expect(403);
    expect(refused.body).toEqual(REFUSED);
    expect(refused.headers['set-cookie']).toBeUndefined();
    await post('refresh', cookie, fromOurPage).expect(200);
  });

  it("another site's page cannot sign the person out", async () => {
    const { cookie } = await registerUser(t);
    expect((await post('logout', cookie, fromAnotherSite).expect(403)).body).toEqual(REFUSED);
    await post('refresh', cookie, fromOurPage).expect(200);
  });

  it("another site's page cannot sign a visitor up or in (login CSRF), and our own pages can", async () => {
    const person = { email: `csrf${Date.now()}@exemplo.com.br`, password: 'segredo123', username: `csrf${Date.now()}`, nome: 'Pessoa' };
    const refused = await request(t.http).post('/api/auth/register').set(fromAnotherSite).send(person).expect(403);
    expect(refused.body).toEqual(REFUSED);
    expect(refused.headers['set-cookie']).toBeUndefined();
    await request(t.http).post('/api/auth/register').set(fromOurPage).send(person).expect(201);
    const login = { email: person.email, password: person.password };
    expect((await request(t.http).post('/api/auth/login').set(fromAnotherSite).send(login).expect(403)).body).toEqual(REFUSED);
    await request(t.http).post('/api/auth/login').set(fromOurPage).send(login).expect(200);
  });

  it("our own pages refresh and sign out as before", async () => {
    const { cookie } = await registerUser(t);
    const next = refreshCookie(await post('refresh', cookie, fromOurPage).expect(200));
    await post('logout', next, fromOurPage).expect(204);
    await post('refresh', next, fromOurPage).expect(401);
  });

  it('a page on a sibling host of the same site is refused unless its origin is configured', async () => {
    const { cookie } = await registerUser(t);
    await post('refresh', cookie, { 'Sec-Fetch-Site': 'same-site', Origin: 'https://blog.exemplo.com.br' }).expect(403);
    await post('refresh', cookie, { 'Sec-Fetch-Site': 'same-site', Origin: SPA_HOST }).expect(200);
  });

  it('a browser that sends no Sec-Fetch-Site is judged by its Origin', async () => {
    const { cookie } = await registerUser(t);
    await post('refresh', cookie, { Origin: 'https://golpe.example' }).expect(403);
    await post('refresh', cookie, { Origin: 'null' }).expect(403);
    await post('refresh', cookie, { Origin: PUBLIC }).expect(200);
  });

  it("the SPA's dev server passes: Vite's proxy forwards the browser's same-origin marker as it came", async () => {
    const { cookie } = await registerUser(t);
    await post('refresh', cookie, { 'Sec-Fetch-Site': 'same-origin', Origin: 'http://localhost:5173' }).expect(200);
  });

  it('a client that is no browser (neither header) still refreshes and signs out', async () => {
    const { cookie } = await registerUser(t);
    const next = refreshCookie(await post('refresh', cookie, {}).expect(200));
    await post('logout', next, {}).expect(204);
  });
});

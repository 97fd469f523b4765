import { CommandBus } from '@nestjs/cqrs';
import request from 'supertest';
import { SetUserDisabledCommand } from '../../src/modules/accounts/accounts.public';
import { EVENT_STORE, EventStore } from '../../src/platform/event-store/event-store.port';
import { registerConfirmedUser, registerUser } from '../support/accounts';
import { linkFromOutbox, readOutbox, tokenOf } from '../support/outbox';
import { LocalOidcProvider, startOidcProvider, subjectOf, TestPerson } from '../support/oidc-provider';
import { createTestApp, TestApp } from '../support/test-app';

const PUBLIC_URL = 'http://localhost:3000';
const callbackOf = (name: string) => `${PUBLIC_URL}/api/auth/oidc/${name}/callback`;

/**
 * "Entrar com Google" against a real OpenID Connect provider run locally (oidc-provider), as
 * docs/outside-accounts.md describes: sign-up, linking by verified e-mail, the refusals (state,
 * code, ID token, e-mail) and unlinking.
 */
describe('sign-in with an outside OpenID Connect provider', () => {
  let google: LocalOidcProvider;
  let empresa: LocalOidcProvider;
  let t: TestApp;

  beforeAll(async () => {
    google = await startOidcProvider({ redirectUris: [callbackOf('google')] });
    // An issuer that keeps the e-mail out of the ID token (UserInfo only), added by configuration alone.
    empresa = await startOidcProvider({ redirectUris: [callbackOf('empresa')], claimsOnlyInUserInfo: true });
    // Every test starts sign-ins from one address: the per-IP limit has its own test.
    t = await createTestApp({ PUBLIC_URL, OIDC_STARTS_PER_IP_PER_MINUTE: '1000', ...google.env('google'), ...empresa.env('empresa') });
  }, 60_000);
  afterAll(async () => {
    await t?.close();
    await google?.close();
    await empresa?.close();
  });

  let people = 0;
  const person = (overrides: Partial<TestPerson> = {}): TestPerson => {
    people += 1;
    return { email: `google${people}-${process.pid}@gmail.example`, emailVerified: true, nome: 'Júlia', sobrenome: 'Ramos', ...overrides };
  };

  /** A browser (its own cookies) starting at the app, signing in at the provider and coming back. */
  async function signInThroughProvider(who: TestPerson, options: { provider?: string; next?: string } = {}) {
    const browser = request.agent(t.http);
    const provider = options.provider ?? 'google';
    const start = await browser.get(`/api/auth/oidc/${provider}/start`).query(options.next ? { next: options.next } : {}).expect(302);
    const callback = await (provider === 'google' ? google : empresa).signIn(start.headers.location, who);
    const back = await browser.get(callback.pathname + callback.search).expect(302);
    return { browser, start, callback, back, location: back.headers.location as string };
  }

  /** The account the browser's session cookie signs in to (as the SPA does: refresh, then /api/me). */
  async function meOf(browser: ReturnType<typeof request.agent>) {
    const refreshed = await browser.post('/api/auth/refresh').expect(200);
    const me = await request(t.http).get('/api/me').set('Authorization', `Bearer ${refreshed.body.accessToken}`).expect(200);
    return { me: me.body, accessToken: refreshed.body.accessToken as string };
  }

  const sessionCookieOf = (res: request.Response) => ([] as string[]).concat(res.headers['set-cookie'] ?? []).find((c) => c.startsWith('sorteios_refresh=') && !c.startsWith('sorteios_refresh=;'));

  async function userEventTypes(userId: string): Promise<string[]> {
    const events = await t.app.get<EventStore>(EVENT_STORE).readStream(`user-${userId}`);
    return events.map((e) => e.type);
  }

  it('lists the configured providers, Google first', async () => {
    const res = await request(t.http).get('/api/auth/providers').expect(200);
    expect(res.body).toEqual(['google', 'empresa']);
  });

  it('refuses to start with a provider that is not configured', async () => {
    const res = await request(t.http).get('/api/auth/oidc/facebook/start').expect(404);
    expect(res.body.code).toBe('PROVIDER_NOT_CONFIGURED');
  });

  it('sends the browser to the provider with PKCE S256, state, nonce and the openid email profile scopes', async () => {
    const res = await request(t.http).get('/api/auth/oidc/google/start').expect(302);
    const url = new URL(res.headers.location);
    expect(url.origin).toBe(google.issuer);
    expect(Object.fromEntries(url.searchParams)).toMatchObject({
      client_id: google.clientId,
      redirect_uri: callbackOf('google'),
      response_type: 'code',
      scope: 'openid email profile',
      code_challenge_method: 'S256',
    });
    for (const param of ['state', 'nonce', 'code_challenge']) expect(url.searchParams.get(param)).toMatch(/^[\w-]{32,}$/);
    expect(String(res.headers['set-cookie'])).toMatch(/sorteios_oidc=.*Path=\/api\/auth\/oidc.*HttpOnly.*SameSite=Lax/);
  });

  it('makes a new account for a new person, signs them in and lands on the panel', async () => {
    const who = person({ nome: 'Júlia', sobrenome: 'Ramos' });
    const { back, location, browser } = await signInThroughProvider(who);

    expect(location).toBe('/dashboard');
    expect(sessionCookieOf(back)).toMatch(/HttpOnly; SameSite=Lax/);
    expect(String(back.headers['set-cookie'])).toContain('sorteios_device=');
    const { me } = await meOf(browser);
    expect(me).toMatchObject({ email: who.email, emailVerified: true, nome: 'Júlia', sobrenome: 'Ramos', temSenha: false });
    expect(me.username).toMatch(/^julia\.ramos\d*$/);
    expect(me.identidades).toEqual([{ provedor: 'google', sujeito: subjectOf(who.email), email: who.email, vinculadaEm: expect.any(String) }]);
    expect(await userEventTypes(me.id)).toEqual(['UserRegistered', 'IdentityLinked', 'EmailVerified']);

    // The same person again: the same account.
    const again = await signInThroughProvider(who);
    expect((await meOf(again.browser)).me.id).toBe(me.id);
  });

  it('returns to a next path of this site, and to the panel instead of another site', async () => {
    expect((await signInThroughProvider(person(), { next: '/sorteio/abc?aba=regras' })).location).toBe('/sorteio/abc?aba=regras');
    expect((await signInThroughProvider(person(), { next: 'https://evil.example/roubo' })).location).toBe('/dashboard');
    expect((await signInThroughProvider(person(), { next: '//evil.example' })).location).toBe('/dashboard');
  });

  it('links to the existing account when the provider verified the same e-mail', async () => {
    const account = await registerConfirmedUser(t);
    const { browser, location } = await signInThroughProvider(person({ email: account.body.email }));

    expect(location).toBe('/dashboard');
    const { me } = await meOf(browser);
    expect(me.id).toBe(account.user.id);
    expect(me.temSenha).toBe(true);
    expect(me.identidades).toEqual([expect.objectContaining({ provedor: 'google', email: account.body.email })]);
    // The password still works.
    await request(t.http).post('/api/auth/login').send({ email: account.body.email, password: account.body.password }).expect(200);
  });

  it('does not link when the provider has not verified the e-mail: no account is opened in its name', async () => {
    const account = await registerConfirmedUser(t);
    const { location, back } = await signInThroughProvider(person({ email: account.body.email, emailVerified: false }));

    expect(location).toBe('/login?erro=OIDC_EMAIL_NOT_VERIFIED');
    expect(sessionCookieOf(back)).toBeUndefined();
    expect(await userEventTypes(account.user.id)).not.toContain('IdentityLinked');
  });

  it('makes a new, unconfirmed account for an unverified e-mail nobody has, and mails it a confirmation link', async () => {
    const who = person({ emailVerified: false });
    const { browser, location } = await signInThroughProvider(who);

    expect(location).toBe('/dashboard');
    const { me } = await meOf(browser);
    expect(me).toMatchObject({ email: who.email, emailVerified: false, temSenha: false });
    await t.jobsIdle();
    expect(await linkFromOutbox(t.dataDir, who.email, '/verificar-email')).toContain('token=');
  });

  it('does not link to an account whose own e-mail is still unconfirmed (whoever registered it may not own it)', async () => {
    const account = await registerUser(t);
    const { location } = await signInThroughProvider(person({ email: account.body.email }));

    expect(location).toBe('/login?erro=ACCOUNT_EMAIL_UNCONFIRMED');
    expect(await userEventTypes(account.user.id)).not.toContain('IdentityLinked');
  });

  it('refuses a callback whose state is wrong or was never given to this browser, linking nothing', async () => {
    const who = person();
    const browser = request.agent(t.http);
    const start = await browser.get('/api/auth/oidc/google/start').expect(302);
    const callback = await google.signIn(start.headers.location, who);

    const tampered = new URL(callback);
    tampered.searchParams.set('state', 'x'.repeat(43));
    const wrong = await browser.get(tampered.pathname + tampered.search).expect(302);
    expect(wrong.headers.location).toBe('/login?erro=INVALID_OAUTH_STATE');
    expect(sessionCookieOf(wrong)).toBeUndefined();

    // The genuine callback URL, opened in another browser (sent to a victim): refused too.
    const elsewhere = await request(t.http).get(callback.pathname + callback.search).expect(302);
    expect(elsewhere.headers.location).toBe('/login?erro=INVALID_OAUTH_STATE');
    expect(sessionCookieOf(elsewhere)).toBeUndefined();
    expect(await registeredEmails()).not.toContain(who.email);
  });

  it('refuses a state used once already, and a code replayed under a fresh state', async () => {
    const first = await signInThroughProvider(person());
    expect(first.location).toBe('/dashboard');

    const replay = await first.browser.get(first.callback.pathname + first.callback.search).expect(302);
    expect(replay.headers.location).toBe('/login?erro=INVALID_OAUTH_STATE');

    // A new sign-in's own state and cookie, but the spent code: the provider refuses it.
    const browser = request.agent(t.http);
    const start = await browser.get('/api/auth/oidc/google/start').expect(302);
    const replayed = new URL(first.callback);
    replayed.searchParams.set('state', new URL(start.headers.location).searchParams.get('state')!);
    const res = await browser.get(replayed.pathname + replayed.search).expect(302);
    expect(res.headers.location).toBe('/login?erro=OIDC_SIGN_IN_FAILED');
    expect(sessionCookieOf(res)).toBeUndefined();
  });

  it.each(['foreign-key', 'wrong-audience'] as const)('refuses an ID token forged with %s, opening no account', async (forgery) => {
    const who = person();
    google.forgeNextIdToken(forgery);
    const { location, back } = await signInThroughProvider(who);

    expect(location).toBe('/login?erro=OIDC_SIGN_IN_FAILED');
    expect(sessionCookieOf(back)).toBeUndefined();
    expect(await registeredEmails()).not.toContain(who.email);
  });

  it('tells the sign-in page when the person cancelled at the provider', async () => {
    const browser = request.agent(t.http);
    const start = await browser.get('/api/auth/oidc/google/start').expect(302);
    const state = new URL(start.headers.location).searchParams.get('state')!;
    const res = await browser.get('/api/auth/oidc/google/callback').query({ error: 'access_denied', state, iss: google.issuer }).expect(302);
    expect(res.headers.location).toBe('/login?erro=OIDC_SIGN_IN_CANCELLED');
  });

  it('takes the e-mail from UserInfo when the provider keeps it out of the ID token', async () => {
    const who = person({ nome: 'Caio', sobrenome: 'Lopes' });
    const { browser, location } = await signInThroughProvider(who, { provider: 'empresa' });

    expect(location).toBe('/dashboard');
    const { me } = await meOf(browser);
    expect(me).toMatchObject({ email: who.email, emailVerified: true, nome: 'Caio' });
    expect(me.identidades).toEqual([expect.objectContaining({ provedor: 'empresa', sujeito: subjectOf(who.email) })]);
  });

  it('refuses a disabled account, as a password sign-in does', async () => {
    const who = person();
    const { me } = await meOf((await signInThroughProvider(who)).browser);
    await t.app.get(CommandBus).execute(new SetUserDisabledCommand(me.id, true, 'spam', { userId: null, correlationId: 'teste' }));

    const { location, back } = await signInThroughProvider(who);
    expect(location).toBe('/login?erro=USER_DISABLED');
    expect(sessionCookieOf(back)).toBeUndefined();
  });

  it('links an identity to the signed-in account, and refuses one that belongs to another account', async () => {
    const account = await registerUser(t);
    const auth = { Authorization: `Bearer ${account.accessToken}` };
    const browser = request.agent(t.http);
    const link = await browser.post('/api/auth/oidc/google/link').set(auth).send({ next: '/dashboard' }).expect(200);
    // Any identity may be linked while signed in: the person proved both.
    const other = person({ email: `outro-${account.body.email}`, emailVerified: false });
    const callback = await google.signIn(link.body.url, other);
    const back = await browser.get(callback.pathname + callback.search).expect(302);
    expect(back.headers.location).toBe('/dashboard');
    const me = await request(t.http).get('/api/me').set(auth).expect(200);
    expect(me.body.identidades).toEqual([expect.objectContaining({ provedor: 'google', sujeito: subjectOf(other.email), email: other.email })]);

    const second = await registerUser(t);
    const secondBrowser = request.agent(t.http);
    const secondLink = await secondBrowser.post('/api/auth/oidc/google/link').set('Authorization', `Bearer ${second.accessToken}`).send({}).expect(200);
    const refused = await secondBrowser.get(await callbackPath(secondLink.body.url, other)).expect(302);
    expect(refused.headers.location).toBe('/dashboard?erro=IDENTITY_ALREADY_LINKED');
    expect(await userEventTypes(second.user.id)).not.toContain('IdentityLinked');
  });

  it('refuses to unlink the only way into an account, until a password is set through the reset link', async () => {
    const who = person();
    const { me, accessToken } = await meOf((await signInThroughProvider(who)).browser);
    const identity = `/api/me/identities/google/${encodeURIComponent(subjectOf(who.email))}`;

    const refused = await request(t.http).delete(identity).set('Authorization', `Bearer ${accessToken}`).expect(409);
    expect(refused.body).toMatchObject({ code: 'LAST_SIGN_IN_METHOD', message: expect.stringContaining('única forma de entrar') });

    // "Definir senha": the reset link, sent to the account's e-mail.
    await request(t.http).post('/api/auth/forgot-password').send({ email: who.email }).expect(202);
    await t.jobsIdle();
    const token = tokenOf(await linkFromOutbox(t.dataDir, who.email, '/nova-senha'));
    // Worded for a first password, not a reset.
    expect((await readOutbox(t.dataDir)).filter((m) => m.to.includes(who.email)).map((m) => m.subject)).toContain('Definição de senha do Sorteios');
    await request(t.http).post('/api/auth/reset-password').send({ token, password: 'senha-nova-1' }).expect(204);
    // Setting the password ended the sessions: sign in with it.
    const login = await request(t.http).post('/api/auth/login').send({ email: who.email, password: 'senha-nova-1' }).expect(200);
    const auth = { Authorization: `Bearer ${login.body.accessToken}` };
    expect(login.body.user).toMatchObject({ id: me.id, temSenha: true });

    await request(t.http).delete(identity).set(auth).expect(204);
    const after = await request(t.http).get('/api/me').set(auth).expect(200);
    expect(after.body.identidades).toEqual([]);
    expect(await userEventTypes(me.id)).toContain('IdentityUnlinked');
    await request(t.http).delete(identity).set(auth).expect(404);

    // Unlinked, the identity no longer opens this account: its verified, confirmed e-mail links it again.
    const back = await signInThroughProvider(who);
    expect((await meOf(back.browser)).me.id).toBe(me.id);
  });

  it('counts the sign-ins one address starts, and says so on the sign-in page past the limit', async () => {
    const limited = await createTestApp({ PUBLIC_URL, OIDC_STARTS_PER_IP_PER_MINUTE: '2', ...google.env('google') });
    try {
      await request(limited.http).get('/api/auth/oidc/google/start').expect(302);
      await request(limited.http).get('/api/auth/oidc/google/start').expect(302);
      const third = await request(limited.http).get('/api/auth/oidc/google/start').expect(302);
      expect(third.headers.location).toBe('/login?erro=TOO_MANY_REQUESTS');
      expect(third.headers['set-cookie']).toBeUndefined();
    } finally {
      await limited.close();
    }
  });

  async function callbackPath(authorizationUrl: string, who: TestPerson): Promise<string> {
    const callback = await google.signIn(authorizationUrl, who);
    return callback.pathname + callback.search;
  }

  async function registeredEmails(): Promise<string[]> {
    const events = await t.app.get<EventStore>(EVENT_STORE).readAll(0, 100_000);
    return events.filter((e) => e.type === 'UserRegistered').map((e) => (e.data as { email: string }).email);
  }
});

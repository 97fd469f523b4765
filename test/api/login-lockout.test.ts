import type { NestExpressApplication } from '@nestjs/platform-express';
import request from 'supertest';
import { registerUser } from '../support/accounts';
import { EASY_CHALLENGES, solvedChallenge } from '../support/challenge';
import { createTestApp, TestApp } from '../support/test-app';

/**
 * Issue 11: five wrong passwords from anywhere locked the owner out for 15 minutes. Now the
 * account waits longer after each failure and then asks for a challenge, which the owner's
 * browser solves; a browser the owner signed in from before is not held back at all. The
 * waits here are minutes long so that no assertion depends on how fast the machine is.
 */
describe('sign-in lockout without denial of service', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({
      ...EASY_CHALLENGES,
      LOGIN_MAX_FAILURES_PER_ACCOUNT: '4',
      LOGIN_MAX_FAILURES_PER_IP: '6',
      LOGIN_DELAY_BASE_SECONDS: '60',
      LOGIN_DELAY_MAX_SECONDS: '3600',
    });
    // Attacker and owner come from different addresses (X-Forwarded-For, as behind a proxy).
    (t.app as NestExpressApplication).set('trust proxy', true);
  });
  afterAll(() => t.close());

  let nextIp = 1;
  const freshIp = () => `198.51.100.${nextIp++}`;
  const login = (email: string, password: string, options: { ip: string; altcha?: string; cookie?: string }) => {
    let req = request(t.http).post('/api/auth/login').set('X-Forwarded-For', options.ip);
    if (options.altcha) req = req.set('X-Altcha', options.altcha);
    if (options.cookie) req = req.set('Cookie', options.cookie);
    return req.send({ email, password });
  };
  const deviceCookie = (res: request.Response) => {
    const cookie = ([] as string[]).concat(res.headers['set-cookie'] ?? []).find((c) => c.startsWith('sorteios_device='));
    if (!cookie) throw new Error('sem cookie de dispositivo');
    return cookie;
  };

  it('makes the account wait longer after each wrong password, with Retry-After', async () => {
    const { body } = await registerUser(t);
    const ip = freshIp();
    await login(body.email, 'errada123', { ip }).expect(401);
    await login(body.email, 'errada123', { ip, altcha: await solvedChallenge(t) }).expect(401);
    const first = await login(body.email, 'errada123', { ip }).expect(429);
    expect(first.body).toMatchObject({ code: 'LOGIN_DELAYED', message: expect.stringMatching(/^Muitas tentativas erradas nesta conta\. Tente de novo em \d+ segundo\(s\)\.$/) });
    await login(body.email, 'errada123', { ip: freshIp(), altcha: await solvedChallenge(t) }).expect(401);
    const second = await login(body.email, 'errada123', { ip: freshIp() }).expect(429);
    const [waitAfterTwo, waitAfterThree] = [Number(first.headers['retry-after']), Number(second.headers['retry-after'])];
    expect(waitAfterTwo).toBeGreaterThan(50);
    expect(waitAfterTwo).toBeLessThanOrEqual(60);
    expect(waitAfterThree).toBeGreaterThan(110);
    expect(waitAfterThree).toBeLessThanOrEqual(120);
  });

  it('lets the owner in with the right password and a solved challenge after an attacker failed many times', async () => {
    const { body } = await registerUser(t);
    // The attacker spreads the guesses over addresses, solving a challenge for each.
    await login(body.email, 'errada123', { ip: freshIp() }).expect(401);
    for (let i = 0; i < 3; i++) await login(body.email, 'errada123', { ip: freshIp(), altcha: await solvedChallenge(t) }).expect(401);
    const owner = freshIp();
    const asked = await login(body.email, body.password, { ip: owner }).expect(428);
    expect(asked.body.code).toBe('CHALLENGE_REQUIRED');
    const res = await login(body.email, body.password, { ip: owner, altcha: await solvedChallenge(t) }).expect(200);
    expect(res.body.user.email).toBe(body.email);
    // Success clears the account's record: the next sign-in needs nothing.
    await login(body.email, body.password, { ip: owner }).expect(200);
  });

  it('does not hold back a browser that signed in to this account before (known-device cookie)', async () => {
    const { body } = await registerUser(t);
    const first = await login(body.email, body.password, { ip: freshIp() }).expect(200);
    const cookie = deviceCookie(first);
    expect(cookie).toMatch(/HttpOnly/i);
    expect(cookie).toMatch(/SameSite=Strict/i);
    expect(cookie).toMatch(/Path=\/api\/auth/);
    await login(body.email, 'errada123', { ip: freshIp() }).expect(401);
    for (let i = 0; i < 3; i++) await login(body.email, 'errada123', { ip: freshIp(), altcha: await solvedChallenge(t) }).expect(401);
    await login(body.email, body.password, { ip: freshIp() }).expect(428);
    await login(body.email, body.password, { ip: freshIp(), cookie: cookie.split(';')[0] }).expect(200);
  });

  it('gives the known-device cookie no power over another account, nor once edited', async () => {
    const owner = await registerUser(t);
    const victim = await registerUser(t);
    const cookie = deviceCookie(await login(owner.body.email, owner.body.password, { ip: freshIp() }).expect(200)).split(';')[0];
    for (let i = 0; i < 2; i++) await login(victim.body.email, 'errada123', { ip: freshIp() }).expect(401);
    await login(victim.body.email, 'errada123', { ip: freshIp(), cookie }).expect(429);
    const edited = cookie.replace(/\.([^.]+)$/, (_, sig: string) => `.${sig.startsWith('A') ? 'B' : 'A'}${sig.slice(1)}`);
    for (let i = 0; i < 2; i++) await login(owner.body.email, 'errada123', { ip: freshIp() }).expect(401);
    await login(owner.body.email, owner.body.password, { ip: freshIp(), cookie: edited }).expect(429);
  });

  it('still stops guessing: without a challenge the account answers only waits and challenges, and each address keeps its limit', async () => {
    const { body } = await registerUser(t);
    const attacker = freshIp();
    // The first failure is free (a typo); the second starts the waits.
    for (let i = 0; i < 2; i++) await login(body.email, 'errada123', { ip: attacker }).expect(401);
    // Without solving anything, no further guess is even checked.
    const statuses = [];
    for (let i = 0; i < 5; i++) statuses.push((await login(body.email, i === 4 ? body.password : 'errada123', { ip: attacker })).status);
    expect(statuses).toEqual([429, 429, 429, 429, 429]);
    // With challenges, one address is still cut off by its own limit (LOGIN_MAX_FAILURES_PER_IP = 6).
    for (let i = 0; i < 4; i++) await login(body.email, 'errada123', { ip: attacker, altcha: await solvedChallenge(t) }).expect(401);
    const cut = await login(body.email, body.password, { ip: attacker, altcha: await solvedChallenge(t) }).expect(429);
    expect(cut.body.code).toBe('TOO_MANY_REQUESTS');
    // And a guess is never checked twice on one solution.
    const once = await solvedChallenge(t);
    await login(body.email, 'errada123', { ip: freshIp(), altcha: once }).expect(401);
    await login(body.email, 'errada123', { ip: freshIp(), altcha: once }).expect(400);
  });
});

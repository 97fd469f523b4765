import request from 'supertest';
import { Clock } from '../../src/platform/ddd/clock';
import { refreshCookie, registerUser } from '../support/accounts';
import { MovableClock } from '../support/drand';
import { createTestApp, TestApp } from '../support/test-app';

/** Two tabs that refresh with the same cookie at once stay signed in; a late reuse still ends the session. */
describe('refresh grace for a token just rotated away', () => {
  const clock = new MovableClock();
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ REFRESH_REUSE_GRACE_SECONDS: '10' }, undefined, [{ provide: Clock, useValue: clock }]);
  });
  afterAll(() => t.close());
  afterEach(() => {
    clock.offsetMs = 0;
  });

  const refresh = (cookie: string) => request(t.http).post('/api/auth/refresh').set('Cookie', cookie);
  const me = (accessToken: string) => request(t.http).get('/api/me').set('Authorization', `Bearer ${accessToken}`);

  it('two refreshes sent at once with the same cookie both succeed and get the same new refresh token', async () => {
    const { cookie, user } = await registerUser(t);
    const [a, b] = await Promise.all([refresh(cookie), refresh(cookie)]);
    expect([a.status, b.status]).toEqual([200, 200]);
    expect(refreshCookie(a)).toBe(refreshCookie(b));
    expect(refreshCookie(a)).not.toBe(cookie);
    expect((await me(a.body.accessToken).expect(200)).body.id).toBe(user.id);
    expect((await me(b.body.accessToken).expect(200)).body.id).toBe(user.id);
    await refresh(refreshCookie(a)).expect(200);
  });

  it('five tabs refreshing at once all stay signed in with one new refresh token', async () => {
    const { cookie } = await registerUser(t);
    const answers = await Promise.all(Array.from({ length: 5 }, () => refresh(cookie)));
    expect(answers.map((a) => a.status)).toEqual([200, 200, 200, 200, 200]);
    expect(new Set(answers.map(refreshCookie)).size).toBe(1);
  });

  it('the old token presented again within the grace gets the same new pair, and the session goes on', async () => {
    const { cookie } = await registerUser(t);
    const next = refreshCookie(await refresh(cookie).expect(200));
    clock.offsetMs = 5_000;
    const again = await refresh(cookie).expect(200);
    expect(refreshCookie(again)).toBe(next);
    await me(again.body.accessToken).expect(200);
    await refresh(next).expect(200);
  });

  it('the old token presented after the grace revokes the whole session, the new token included', async () => {
    const { cookie } = await registerUser(t);
    const [a, b] = await Promise.all([refresh(cookie), refresh(cookie)]);
    const next = refreshCookie(a);
    expect(refreshCookie(b)).toBe(next);
    clock.offsetMs = 11_000;
    const late = await refresh(cookie).expect(401);
    expect(late.body).toEqual({ statusCode: 401, code: 'UNAUTHENTICATED', message: 'Sessão expirada. Entre novamente.' });
    await refresh(next).expect(401);
  });

  it('a token older than the one just rotated away revokes the session even within the grace', async () => {
    const { cookie: first } = await registerUser(t);
    const second = refreshCookie(await refresh(first).expect(200));
    const third = refreshCookie(await refresh(second).expect(200));
    await refresh(first).expect(401);
    await refresh(third).expect(401);
  });

  it('signing out ends the session for the old token too, even within the grace', async () => {
    const { cookie } = await registerUser(t);
    const next = refreshCookie(await refresh(cookie).expect(200));
    await request(t.http).post('/api/auth/logout').set('Cookie', next).expect(204);
    await refresh(cookie).expect(401);
  });
});

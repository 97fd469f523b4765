import request from 'supertest';
import { Clock } from '../../src/platform/ddd/clock';
import { refreshCookie, registerUser } from '../support/accounts';
import { MovableClock } from '../support/drand';
import { createTestApp, TestApp } from '../support/test-app';

describe('refresh tokens and sign-out', () => {
  // Moved past REFRESH_REUSE_GRACE_SECONDS where a reuse must count as one (auth-refresh-grace.test.ts covers the grace).
  const clock = new MovableClock();
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({}, undefined, [{ provide: Clock, useValue: clock }]);
  });
  afterAll(() => t.close());

  const refresh = (cookie?: string) => {
    const req = request(t.http).post('/api/auth/refresh');
    return cookie ? req.set('Cookie', cookie) : req;
  };

  it('rotates the refresh token and gives a working access token', async () => {
    const { cookie } = await registerUser(t);
    const res = await refresh(cookie).expect(200);
    expect(refreshCookie(res)).not.toBe(cookie);
    await request(t.http).get('/api/me').set('Authorization', `Bearer ${res.body.accessToken}`).expect(200);
  });

  it('revokes the whole family when a rotated-away token is presented again after the grace', async () => {
    const { cookie: first } = await registerUser(t);
    const second = refreshCookie(await refresh(first).expect(200));
    clock.offsetMs += 60_000;
    const reuse = await refresh(first).expect(401);
    expect(reuse.body.code).toBe('UNAUTHENTICATED');
    await refresh(second).expect(401);
  });

  it('answers 401 without a cookie or with a forged one', async () => {
    await refresh().expect(401);
    await refresh('sorteios_refresh=a.b.c').expect(401);
  });

  it('signs out: the refresh token stops working and the cookie is cleared', async () => {
    const { cookie } = await registerUser(t);
    const res = await request(t.http).post('/api/auth/logout').set('Cookie', cookie).expect(204);
    expect(String(res.headers['set-cookie'])).toMatch(/sorteios_refresh=;/);
    expect(String(res.headers['set-cookie'])).toMatch(/sorteios_sessao=;/);
    await refresh(cookie).expect(401);
  });

  it('gives the page a readable session hint with the refresh cookie, holding no secret', async () => {
    const { cookie } = await registerUser(t);
    const res = await refresh(cookie).expect(200);
    const hint = ([] as string[]).concat(res.headers['set-cookie'] ?? []).find((c) => c.startsWith('sorteios_sessao='));
    expect(hint).toMatch(/^sorteios_sessao=1; Max-Age=\d+; Path=\/;/);
    expect(hint).not.toMatch(/HttpOnly/i);
    const refused = await refresh('sorteios_refresh=a.b.c').expect(401);
    expect(String(refused.headers['set-cookie'])).toMatch(/sorteios_sessao=;/);
  });

  it('answers 401 UNAUTHENTICATED in pt-BR to anonymous calls to protected routes', async () => {
    const res = await request(t.http).get('/api/me').expect(401);
    expect(res.body).toEqual({ statusCode: 401, code: 'UNAUTHENTICATED', message: 'Usuário não autenticado' });
    await request(t.http).get('/api/me').set('Authorization', 'Bearer nada').expect(401);
  });
});

import request from 'supertest';
import { refreshCookie, registerUser } from '../support/accounts';
import { EASY_CHALLENGES, solvedChallenge } from '../support/challenge';
import { createTestApp, TestApp } from '../support/test-app';
import { ProjectionsService } from '../../src/platform/projections/projections.service';
import { StreamExecutor } from '../../src/platform/ddd/stream-executor';
import { userDecider } from '../../src/modules/accounts/domain/user.decider';
import { userStream } from '../../src/modules/accounts/domain/user.events';

describe('POST /api/auth/login', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ LOGIN_MAX_FAILURES_PER_ACCOUNT: '3', LOGIN_MAX_FAILURES_PER_IP: '1000', LOGIN_DELAY_BASE_SECONDS: '600', ...EASY_CHALLENGES });
  });
  afterAll(() => t.close());

  // A wrong password sent while the account waits: with a solved challenge it is checked at once.
  const solvedLogin = async (email: string, password: string, status: number) =>
    request(t.http).post('/api/auth/login').set('X-Altcha', await solvedChallenge(t)).send({ email, password }).expect(status);

  it('signs in with the e-mail in any case and sets the refresh cookie', async () => {
    const { body, user } = await registerUser(t);
    const res = await request(t.http).post('/api/auth/login').send({ email: body.email.toUpperCase(), password: body.password }).expect(200);
    expect(res.body.user.id).toBe(user.id);
    expect(refreshCookie(res)).toMatch(/^sorteios_refresh=/);
  });

  it('answers INVALID_CREDENTIALS alike for a wrong password and an unknown e-mail', async () => {
    const { body } = await registerUser(t);
    const wrong = await request(t.http).post('/api/auth/login').send({ email: body.email, password: 'errada123' }).expect(401);
    const unknown = await request(t.http).post('/api/auth/login').send({ email: 'ninguem@exemplo.com', password: 'errada123' }).expect(401);
    expect(wrong.body).toEqual({ statusCode: 401, code: 'INVALID_CREDENTIALS', message: 'E-mail ou senha incorretos.' });
    expect(unknown.body).toEqual(wrong.body);
  });

  // Issue 11: this used to answer 429 to the right password too, for 15 minutes, from any address.
  it('asks for a challenge in pt-BR after too many failures on one account, even with the right password', async () => {
    const { body } = await registerUser(t);
    // The first failure is free; the account then waits, so the next guesses come with challenges solved.
    await request(t.http).post('/api/auth/login').send({ email: body.email, password: 'errada123' }).expect(401);
    for (let i = 0; i < 2; i++) await solvedLogin(body.email, 'errada123', 401);
    const res = await request(t.http).post('/api/auth/login').send({ email: body.email, password: body.password }).expect(428);
    expect(res.body.code).toBe('CHALLENGE_REQUIRED');
    expect(res.body.message).toMatch(/^Muitas tentativas erradas nesta conta\. Confirme que você não é um robô/);
  });

  it('refuses a disabled account with USER_DISABLED', async () => {
    const { body, user, accessToken } = await registerUser(t);
    const disabled = await t.app
      .get(StreamExecutor)
      .execute(userStream(user.id), userDecider, { type: 'DisableUser', motivo: 'teste' }, { userId: null, correlationId: 'teste' });
    await t.app.get(ProjectionsService).waitFor(disabled.position);
    const res = await request(t.http).post('/api/auth/login').send({ email: body.email, password: body.password }).expect(403);
    expect(res.body).toMatchObject({ code: 'USER_DISABLED', message: 'Esta conta foi desativada.' });
    await request(t.http).get('/api/me').set('Authorization', `Bearer ${accessToken}`).expect(401);
  });

  it('rejects a malformed e-mail with VALIDATION_FAILED', async () => {
    const res = await request(t.http).post('/api/auth/login').send({ email: 'x', password: 'y' }).expect(400);
    expect(res.body.fields.email).toEqual(['E-mail inválido.']);
  });
});

describe('sign-in limit per IP', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ LOGIN_MAX_FAILURES_PER_ACCOUNT: '100', LOGIN_MAX_FAILURES_PER_IP: '4' });
  });
  afterAll(() => t.close());

  it('answers 429 once one address has failed too often across different accounts', async () => {
    for (let i = 0; i < 4; i++) {
      await request(t.http).post('/api/auth/login').send({ email: `alvo${i}@exemplo.com`, password: 'errada123' }).expect(401);
    }
    const res = await request(t.http).post('/api/auth/login').send({ email: 'outro@exemplo.com', password: 'errada123' }).expect(429);
    expect(res.body.code).toBe('TOO_MANY_REQUESTS');
  });
});

import request from 'supertest';
import { refreshCookie, registerUser } from '../support/accounts';
import { createTestApp, TestApp } from '../support/test-app';
import { ProjectionsService } from '../../src/platform/projections/projections.service';
import { StreamExecutor } from '../../src/platform/ddd/stream-executor';
import { userDecider } from '../../src/modules/accounts/domain/user.decider';
import { userStream } from '../../src/modules/accounts/domain/user.events';

describe('POST /api/auth/login', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ LOGIN_MAX_FAILURES_PER_ACCOUNT: '3', LOGIN_MAX_FAILURES_PER_IP: '1000' });
  });
  afterAll(() => t.close());

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

  it('answers 429 in pt-BR after too many failures on one account, even with the right password', async () => {
    const { body } = await registerUser(t);
    for (let i = 0; i < 3; i++) {
      await request(t.http).post('/api/auth/login').send({ email: body.email, password: 'errada123' }).expect(401);
    }
    const res = await request(t.http).post('/api/auth/login').send({ email: body.email, password: body.password }).expect(429);
    expect(res.body.code).toBe('TOO_MANY_REQUESTS');
    expect(res.body.message).toMatch(/^Muitas tentativas/);
    expect(Number(res.headers['retry-after'])).toBeGreaterThan(0);
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

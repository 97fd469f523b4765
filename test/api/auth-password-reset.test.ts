import request from 'supertest';
import { registerUser } from '../support/accounts';
import { linkFromOutbox, readOutbox, tokenOf } from '../support/outbox';
import { createTestApp, TestApp } from '../support/test-app';

describe('forgot and reset password', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ FORGOT_PASSWORD_MAX_PER_IP: '5' });
  });
  afterAll(() => t.close());

  it('answers 202 whether or not the e-mail exists, and mails a pt-BR link only to a real account', async () => {
    const { body } = await registerUser(t);
    await request(t.http).post('/api/auth/forgot-password').send({ email: 'nao.existe@exemplo.com' }).expect(202);
    await request(t.http).post('/api/auth/forgot-password').send({ email: body.email.toUpperCase() }).expect(202);
    await t.jobsIdle();
    const messages = await readOutbox(t.dataDir);
    expect(messages.some((m) => m.to.includes('nao.existe'))).toBe(false);
    const reset = messages.find((m) => m.to.includes(body.email) && m.subject === 'Redefinição de senha do Sorteios');
    expect(reset?.text).toContain('/nova-senha?token=');
  });

  it('sets the new password once: the old one and the used link stop working, sessions end', async () => {
    const { body, cookie } = await registerUser(t);
    await request(t.http).post('/api/auth/forgot-password').send({ email: body.email }).expect(202);
    await t.jobsIdle();
    const token = tokenOf(await linkFromOutbox(t.dataDir, body.email, '/nova-senha'));
    await request(t.http).post('/api/auth/reset-password').send({ token, password: 'novaSenha9' }).expect(204);
    await request(t.http).post('/api/auth/login').send({ email: body.email, password: body.password }).expect(401);
    await request(t.http).post('/api/auth/login').send({ email: body.email, password: 'novaSenha9' }).expect(200);
    const again = await request(t.http).post('/api/auth/reset-password').send({ token, password: 'outraSenha9' }).expect(400);
    expect(again.body.code).toBe('INVALID_OR_EXPIRED_TOKEN');
    await request(t.http).post('/api/auth/refresh').set('Cookie', cookie).expect(401);
  });

  it('refuses a forged token and a weak new password', async () => {
    const { body } = await registerUser(t);
    const forged = await request(t.http).post('/api/auth/reset-password').send({ token: 'a.b.c', password: 'novaSenha9' }).expect(400);
    expect(forged.body.code).toBe('INVALID_OR_EXPIRED_TOKEN');
    await request(t.http).post('/api/auth/forgot-password').send({ email: body.email }).expect(202);
    await t.jobsIdle();
    const token = tokenOf(await linkFromOutbox(t.dataDir, body.email, '/nova-senha'));
    const weak = await request(t.http).post('/api/auth/reset-password').send({ token, password: '123' }).expect(400);
    expect(weak.body.code).toBe('PASSWORD_DOES_NOT_MEET_REQUIREMENTS');
  });
});

describe('forgot-password rate limit', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ FORGOT_PASSWORD_MAX_PER_IP: '2' });
  });
  afterAll(() => t.close());

  it('answers 429 in pt-BR after too many requests from one address', async () => {
    await request(t.http).post('/api/auth/forgot-password').send({ email: 'a@exemplo.com' }).expect(202);
    await request(t.http).post('/api/auth/forgot-password').send({ email: 'b@exemplo.com' }).expect(202);
    const res = await request(t.http).post('/api/auth/forgot-password').send({ email: 'c@exemplo.com' }).expect(429);
    expect(res.body.message).toMatch(/^Muitas tentativas/);
  });
});

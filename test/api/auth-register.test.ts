import request from 'supertest';
import { linkFromOutbox, readOutbox, tokenOf } from '../support/outbox';
import { newUser, registerUser } from '../support/accounts';
import { createTestApp, TestApp } from '../support/test-app';

describe('POST /api/auth/register', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('creates the account, signs in and returns the user with the product fields', async () => {
    const body = newUser({ email: 'Maria.Silva@Exemplo.COM', nome: 'Maria', sobrenome: 'Silva' });
    const res = await request(t.http).post('/api/auth/register').send(body).expect(201);
    expect(res.body.accessToken).toEqual(expect.any(String));
    expect(res.body.user).toMatchObject({
      email: 'maria.silva@exemplo.com',
      username: body.username,
      nome: 'Maria',
      sobrenome: 'Silva',
      nome_completo: 'Maria Silva',
      bio: '',
      isPro: false,
      isAdmin: false,
      verified: false,
      emailVerified: false,
      seguidores: [],
      seguindo: [],
      salvos: [],
      photoURL: null,
    });
    expect(res.body.user.passwordHash).toBeUndefined();
    expect(res.headers['set-cookie'][0]).toMatch(/sorteios_refresh=.*HttpOnly.*SameSite=Lax/i);
    const me = await request(t.http).get('/api/me').set('Authorization', `Bearer ${res.body.accessToken}`).expect(200);
    expect(me.body.id).toBe(res.body.user.id);
  });

  it('refuses an e-mail already in use, whatever its case', async () => {
    const { body } = await registerUser(t);
    const res = await request(t.http)
      .post('/api/auth/register')
      .send(newUser({ email: body.email.toUpperCase() }))
      .expect(409);
    expect(res.body).toEqual({ statusCode: 409, code: 'EMAIL_ALREADY_IN_USE', message: 'Este e-mail já está em uso.' });
  });

  it('refuses a username already taken regardless of case, and frees the e-mail it had claimed', async () => {
    const { body } = await registerUser(t);
    const other = newUser({ username: body.username.toUpperCase() });
    const res = await request(t.http).post('/api/auth/register').send(other).expect(409);
    expect(res.body.code).toBe('USERNAME_TAKEN');
    await request(t.http).post('/api/auth/register').send({ ...other, username: `${body.username}x` }).expect(201);
  });

  it('refuses a password shorter than the policy minimum and records nothing', async () => {
    const body = newUser({ password: '12345' });
    const res = await request(t.http).post('/api/auth/register').send(body).expect(400);
    expect(res.body.code).toBe('PASSWORD_DOES_NOT_MEET_REQUIREMENTS');
    expect(res.body.message).toContain('mínimo de 6 caracteres');
    await request(t.http).post('/api/auth/register').send({ ...body, password: '123456' }).expect(201);
  });

  it('lists every invalid field in pt-BR and rejects unknown fields', async () => {
    const res = await request(t.http)
      .post('/api/auth/register')
      .send({ email: 'não-é-email', password: 'segredo123', username: 'a', nome: '', isAdmin: true })
      .expect(400);
    expect(res.body.code).toBe('VALIDATION_FAILED');
    expect(Object.keys(res.body.fields).sort()).toEqual(['email', 'isAdmin', 'nome', 'username']);
    expect(res.body.fields.email).toContain('E-mail inválido.');
  });

  it('sends a pt-BR verification e-mail whose link verifies the address', async () => {
    const { body, accessToken } = await registerUser(t);
    await t.jobsIdle();

    const mail = (await readOutbox(t.dataDir)).find((m) => m.to.includes(body.email));
    expect(mail?.subject).toBe('Confirme seu e-mail no Sorteios');
    const link = await linkFromOutbox(t.dataDir, body.email, '/verificar-email');
    await request(t.http).post('/api/auth/verify-email').send({ token: tokenOf(link) }).expect(204);
    const me = await request(t.http).get('/api/me').set('Authorization', `Bearer ${accessToken}`).expect(200);
    expect(me.body.emailVerified).toBe(true);
    await request(t.http).post('/api/auth/verify-email').send({ token: tokenOf(link) }).expect(204);
  });

  it('refuses a tampered verification token with INVALID_OR_EXPIRED_TOKEN', async () => {
    const { body } = await registerUser(t);
    await t.jobsIdle();

    const token = tokenOf(await linkFromOutbox(t.dataDir, body.email, '/verificar-email'));
    const res = await request(t.http).post('/api/auth/verify-email').send({ token: `${token.slice(0, -2)}xx` }).expect(400);
    expect(res.body.code).toBe('INVALID_OR_EXPIRED_TOKEN');
  });

  it('publishes the password policy for the SPA', async () => {
    const res = await request(t.http).get('/api/auth/password-policy').expect(200);
    expect(res.body).toEqual({
      minLength: 6,
      maxLength: null,
      requireLowercase: false,
      requireUppercase: false,
      requireNumeric: false,
      requireNonAlphanumeric: false,
    });
  });
});

describe('a stricter password policy from configuration', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ PASSWORD_MIN_LENGTH: '8', PASSWORD_MAX_LENGTH: '20', PASSWORD_REQUIRE_UPPERCASE: 'true', PASSWORD_REQUIRE_NUMERIC: 'true' });
  });
  afterAll(() => t.close());

  it('names each unmet requirement and accepts a password that meets them all', async () => {
    const res = await request(t.http).post('/api/auth/register').send(newUser({ password: 'abcdefgh' })).expect(400);
    expect(res.body.message).toContain('uma letra maiúscula');
    expect(res.body.message).toContain('um número');
    await request(t.http).post('/api/auth/register').send(newUser({ password: 'Abcdefg1' })).expect(201);
    const policy = await request(t.http).get('/api/auth/password-policy').expect(200);
    expect(policy.body).toMatchObject({ minLength: 8, maxLength: 20, requireUppercase: true, requireNumeric: true });
  });
});

describe('POST /api/auth/resend-verification', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ FORGOT_PASSWORD_MAX_PER_IP: '2' });
  });
  afterAll(() => t.close());

  it('mails a new link that works while the previous one stops working, and limits repeats', async () => {
    const { body, accessToken } = await registerUser(t);
    await t.jobsIdle();
    const first = tokenOf(await linkFromOutbox(t.dataDir, body.email, '/verificar-email'));
    await request(t.http).post('/api/auth/resend-verification').set('Authorization', `Bearer ${accessToken}`).expect(204);
    await t.jobsIdle();
    const second = tokenOf(await linkFromOutbox(t.dataDir, body.email, '/verificar-email'));
    expect(second).not.toBe(first);
    await request(t.http).post('/api/auth/verify-email').send({ token: first }).expect(400);
    await request(t.http).post('/api/auth/verify-email').send({ token: second }).expect(204);
    await request(t.http).post('/api/auth/resend-verification').set('Authorization', `Bearer ${accessToken}`).expect(204);
    await request(t.http).post('/api/auth/resend-verification').set('Authorization', `Bearer ${accessToken}`).expect(429);
  });

  it('requires a signed-in user', async () => {
    await request(t.http).post('/api/auth/resend-verification').expect(401);
  });
});

describe('registering while the projections lag', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ READ_YOUR_WRITES_TIMEOUT_MS: '0' });
  });
  afterAll(() => t.close());

  it('still answers 201 with the user built from the recorded event', async () => {
    const body = newUser({ nome: 'Lia' });
    const res = await request(t.http).post('/api/auth/register').send(body).expect(201);
    expect(res.body.user).toMatchObject({ email: body.email, username: body.username, nome: 'Lia', isAdmin: false });
    expect(res.body.revision).toBe(0);
  });
});

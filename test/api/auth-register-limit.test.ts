import type { NestExpressApplication } from '@nestjs/platform-express';
import request from 'supertest';
import { newUser } from '../support/accounts';
import { createTestApp, TestApp } from '../support/test-app';

/** Issue 11: 40 of 40 sign-ups from one address in 5 s went through. Here the limit is 3 per hour. */
describe('sign-ups per address', () => {
  let t: TestApp;

  beforeAll(async () => {
    t = await createTestApp({ REGISTER_MAX_PER_IP: '3', REGISTER_WINDOW_SECONDS: '3600' });
    // As main.ts does with TRUST_PROXY: the address is X-Forwarded-For's, so each test picks its own.
    (t.app as NestExpressApplication).set('trust proxy', true);
  });
  afterAll(() => t.close());

  const register = (body = newUser(), ip = '203.0.113.7') => request(t.http).post('/api/auth/register').set('X-Forwarded-For', ip).send(body);

  it('refuses the fourth sign-up from one address within the hour with 429 and a pt-BR message, and creates no account', async () => {
    for (let i = 0; i < 3; i++) await register().expect(201);
    const refused = newUser();
    const res = await register(refused).expect(429);
    expect(res.body).toMatchObject({ code: 'TOO_MANY_REQUESTS', message: expect.stringMatching(/^Muitas tentativas\. Tente novamente em \d+ minuto\(s\)\.$/) });
    // The refused e-mail was never claimed: it signs up from another address.
    await register(refused, '198.51.100.9').expect(201);
  });

  it('counts sign-ups refused for a taken e-mail (no free probing for accounts), not those refused for their shape', async () => {
    const ip = '192.0.2.44';
    for (let i = 0; i < 3; i++) await register({ ...newUser(), password: '1' }, ip).expect(400);
    // A weak password is refused before counting; a taken e-mail counts.
    const taken = newUser();
    await register(taken, '192.0.2.45').expect(201);
    for (let i = 0; i < 3; i++) await register({ ...newUser(), email: taken.email }, ip).expect(409);
    await register(newUser(), ip).expect(429);
  });
});

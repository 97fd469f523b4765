import type { NestExpressApplication } from '@nestjs/platform-express';
import request from 'supertest';
import { registerProUser } from '../support/plans';
import { APP_CONFIG, AppConfig } from '../../src/config/app-config';
import { MemoryUsedSolutionStore } from '../../src/platform/challenge/memory-used-solution-store';
import { ProofOfWork } from '../../src/platform/challenge/proof-of-work';
import { newUser, registerConfirmedUser, registerUser } from '../support/accounts';
import { EASY_CHALLENGES, solve, solvedChallenge } from '../support/challenge';
import { bearer, publishedGiveaway, validAnswers } from '../support/giveaways';
import { createTestApp, TestApp } from '../support/test-app';

const REQUIRED = { statusCode: 428, code: 'CHALLENGE_REQUIRED', message: 'Confirme que você não é um robô e tente de novo.' };

describe('the proof-of-work challenge on sign-up', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ ...EASY_CHALLENGES, CHALLENGE_SIGNUPS_PER_IP: '2', REGISTER_MAX_PER_IP: '50' });
    // As main.ts does with TRUST_PROXY: each test signs up from its own address.
    (t.app as NestExpressApplication).set('trust proxy', true);
  });
  afterAll(() => t.close());

  const register = (ip: string, altcha?: string, body = newUser()) => {
    const req = request(t.http).post('/api/auth/register').set('X-Forwarded-For', ip);
    return (altcha ? req.set('X-Altcha', altcha) : req).send(body);
  };

  it('hands out a signed challenge that expires within minutes, never cached', async () => {
    const res = await request(t.http).get('/api/challenge').expect(200);
    expect(res.headers['cache-control']).toBe('no-store');
    expect(res.body.signature).toMatch(/^[0-9a-f]{64}$/);
    expect(res.body.parameters).toMatchObject({ algorithm: 'SHA-256', nonce: expect.any(String), keySignature: expect.any(String) });
    const expiresIn = res.body.parameters.expiresAt - Date.now() / 1000;
    expect(expiresIn).toBeGreaterThan(60);
    expect(expiresIn).toBeLessThanOrEqual(300);
  });

  it('asks nothing below the burst, then answers 428 in pt-BR until a solved challenge comes along', async () => {
    const ip = '203.0.113.10';
    await register(ip).expect(201);
    await register(ip).expect(201);
    const refused = newUser();
    const res = await register(ip, undefined, refused).expect(428);
    expect(res.body).toEqual(REQUIRED);
    // Nothing was created: the same person gets in with the challenge solved.
    await register(ip, await solvedChallenge(t), refused).expect(201);
    // Another address is not under a burst.
    await register('203.0.113.11').expect(201);
  });

  it('refuses a forged, a replayed and an expired solution with 400 CHALLENGE_INVALID', async () => {
    const ip = '203.0.113.20';
    await register(ip).expect(201);
    await register(ip).expect(201);
    const invalid = { statusCode: 400, code: 'CHALLENGE_INVALID', message: 'A verificação anti-robô falhou ou expirou. Tente de novo.' };

    const good = await solvedChallenge(t);
    const edited = (edit: (payload: { challenge: { parameters: Record<string, unknown> }; solution: { derivedKey: string } }) => void) => {
      const payload = JSON.parse(Buffer.from(good, 'base64').toString());
      edit(payload);
      return Buffer.from(JSON.stringify(payload)).toString('base64');
    };
    const guessedKey = edited((p) => (p.solution.derivedKey = `${p.solution.derivedKey.startsWith('0') ? '1' : '0'}${p.solution.derivedKey.slice(1)}`));
    expect((await register(ip, guessedKey).expect(400)).body).toEqual(invalid);
    const longerLife = edited((p) => (p.challenge.parameters.expiresAt = Number(p.challenge.parameters.expiresAt) + 3600));
    expect((await register(ip, longerLife).expect(400)).body).toEqual(invalid);
    expect((await register(ip, 'não é base64 de nada').expect(400)).body).toEqual(invalid);

    await register(ip, good).expect(201);
    expect((await register(ip, good).expect(400)).body).toEqual(invalid);

    // Issued with this server's key by a clock ten minutes behind: it expired five minutes ago.
    const config = t.app.get<AppConfig>(APP_CONFIG);
    const past = new ProofOfWork(config.challenge, new MemoryUsedSolutionStore(), () => Date.now() - 600_000);
    expect((await register(ip, await solve(await past.issue())).expect(400)).body).toEqual(invalid);
  });

  it('keeps REGISTER_MAX_PER_IP as the hard limit, solved challenge or not', async () => {
    const limited = await createTestApp({ ...EASY_CHALLENGES, CHALLENGE_SIGNUPS_PER_IP: '1', REGISTER_MAX_PER_IP: '2' });
    try {
      await request(limited.http).post('/api/auth/register').send(newUser()).expect(201);
      await request(limited.http).post('/api/auth/register').set('X-Altcha', await solvedChallenge(limited)).send(newUser()).expect(201);
      const res = await request(limited.http).post('/api/auth/register').set('X-Altcha', await solvedChallenge(limited)).send(newUser()).expect(429);
      expect(res.body.code).toBe('TOO_MANY_REQUESTS');
    } finally {
      await limited.close();
    }
  });
});

describe('the proof-of-work challenge on entry', () => {
  let t: TestApp;
  let creator: Awaited<ReturnType<typeof registerUser>>;
  beforeAll(async () => {
    t = await createTestApp({ ...EASY_CHALLENGES, CHALLENGE_ENTRIES_PER_IP: '2', CHALLENGE_ENTRIES_PER_GIVEAWAY_PER_MINUTE: '3' });
    (t.app as NestExpressApplication).set('trust proxy', true);
    creator = await registerProUser(t);
  });
  afterAll(() => t.close());

  const enter = (giveawayId: string, token: string, ip: string, altcha?: string) => {
    const req = request(t.http).post(`/api/giveaways/${giveawayId}/entries`).set(bearer(token)).set('X-Forwarded-For', ip);
    return (altcha ? req.set('X-Altcha', altcha) : req).send({ respostas: validAnswers(), aceiteRegulamento: true });
  };

  it('asks for a challenge once one address has entered too often, and accepts the entry with it solved', async () => {
    const ip = '198.51.100.30';
    const giveaways = await Promise.all([1, 2, 3].map(() => publishedGiveaway(t, creator.accessToken)));
    const person = await registerConfirmedUser(t);
    await enter(giveaways[0].id, person.accessToken, ip).expect(201);
    await enter(giveaways[1].id, person.accessToken, ip).expect(201);
    expect((await enter(giveaways[2].id, person.accessToken, ip).expect(428)).body).toEqual(REQUIRED);
    await enter(giveaways[2].id, person.accessToken, ip, await solvedChallenge(t)).expect(201);
  });

  it('asks for a challenge when one giveaway gets too many entries in a minute, from any address', async () => {
    const g = await publishedGiveaway(t, creator.accessToken);
    const people = await Promise.all([1, 2, 3, 4].map(() => registerConfirmedUser(t)));
    for (let i = 0; i < 3; i++) await enter(g.id, people[i].accessToken, `192.0.2.${100 + i}`).expect(201);
    expect((await enter(g.id, people[3].accessToken, '192.0.2.200').expect(428)).body).toEqual(REQUIRED);
    await enter(g.id, people[3].accessToken, '192.0.2.200', await solvedChallenge(t)).expect(201);
  });
});

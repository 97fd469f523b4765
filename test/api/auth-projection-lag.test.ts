import { JwtService } from '@nestjs/jwt';
import { randomUUID } from 'node:crypto';
import request from 'supertest';
import { USERS } from '../../src/modules/accounts/projections/users.projection';
import { newUser, registerUser } from '../support/accounts';
import { bearer, publishedGiveaway, validAnswers } from '../support/giveaways';
import type { HeldReadStore } from '../support/held-read-store';
import { createLaggingTestApp } from '../support/lagging-app';
import type { TestApp } from '../support/test-app';

/**
 * Issue 10, item 3: with the worker behind, a token issued at registration got 401 on every
 * bearer request, because the guard asked only the `users` read model. Here the users
 * projection is held mid-batch (HeldReadStore), so the read models lag for as long as the
 * test says, deterministically.
 */
describe('a fresh account while the projections lag', () => {
  let t: TestApp;
  let reads: HeldReadStore;
  let close: () => Promise<void>;
  let creator: Awaited<ReturnType<typeof registerUser>>;
  let giveaway: Awaited<ReturnType<typeof publishedGiveaway>>;

  beforeAll(async () => {
    // A short read-your-writes bound: the register and entry answers give up waiting for the stalled runner quickly.
    ({ t, reads, close } = await createLaggingTestApp([USERS], { READ_YOUR_WRITES_TIMEOUT_MS: '100' }));
    creator = await registerUser(t);
    giveaway = await publishedGiveaway(t, creator.accessToken);
  });
  afterEach(() => reads.release());
  afterAll(() => close());

  const enter = (token: string) =>
    request(t.http).post(`/api/giveaways/${giveaway.id}/entries`).set(bearer(token)).send({ respostas: validAnswers(), aceiteRegulamento: true });

  const projected = (userId: string) => reads.collection(USERS).findOne({ _id: userId });

  async function untilProjected(userId: string): Promise<void> {
    for (const deadline = Date.now() + 10_000; !(await projected(userId)); ) {
      if (Date.now() > deadline) throw new Error(`o usuário ${userId} não foi projetado`);
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
  }

  it('accepts the token issued at registration at once, and the first entry carries the username', async () => {
    reads.hold();
    const body = newUser();
    const registered = await request(t.http).post('/api/auth/register').send(body).expect(201);
    const { accessToken, user } = registered.body as { accessToken: string; user: { id: string; username: string } };
    expect(user.username).toBe(body.username);
    // The lag is real: the read model has not seen the registration.
    expect(await projected(user.id)).toBeNull();

    await request(t.http).get('/api/me/entries').set(bearer(accessToken)).expect(200);
    const entry = await enter(accessToken).expect(201);
    expect(entry.body).toMatchObject({ participanteId: user.id, username: body.username });
    expect(await projected(user.id)).toBeNull();

    reads.release();
    await untilProjected(user.id);
    const me = await request(t.http).get('/api/me').set(bearer(accessToken)).expect(200);
    expect(me.body).toMatchObject({ id: user.id, username: body.username });
  });

  it('gives no 401 to 20 concurrent sign-up-then-enter clients while nothing is projected', async () => {
    reads.hold();
    const results = await Promise.all(
      Array.from({ length: 20 }, async () => {
        const body = newUser();
        const registered = await request(t.http).post('/api/auth/register').send(body);
        const entry = await enter(registered.body.accessToken as string);
        return { register: registered.status, entry: entry.status, username: entry.body.username as string, expected: body.username };
      }),
    );
    expect(results.map((r) => [r.register, r.entry])).toEqual(Array.from({ length: 20 }, () => [201, 201]));
    expect(results.every((r) => r.username === r.expected)).toBe(true);
  });

  it('still refuses a genuine token whose account exists nowhere, neither in the read model nor in the log', async () => {
    const token = t.app.get(JwtService).sign({ sub: randomUUID(), typ: 'access' }, { algorithm: 'HS256', expiresIn: 60 });
    await request(t.http).get('/api/me/entries').set(bearer(token)).expect(401);
  });

  it('answers from the read model when it knows the account: the stream is read only on a miss', async () => {
    const p = await registerUser(t);
    await untilProjected(p.user.id);
    await request(t.http).get('/api/me/entries').set(bearer(p.accessToken)).expect(200);
    // Only the read model says disabled (the user's stream does not): the 401 shows which one answered.
    await reads.collection(USERS).updateOne({ _id: p.user.id }, { $set: { disabled: true } });
    await request(t.http).get('/api/me/entries').set(bearer(p.accessToken)).expect(401);
  });
});

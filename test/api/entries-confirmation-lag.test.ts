import request from 'supertest';
import { USERS } from '../../src/modules/accounts/projections/users.projection';
import { registerUser } from '../support/accounts';
import { bearer, publishedGiveaway, validAnswers } from '../support/giveaways';
import type { HeldReadStore } from '../support/held-read-store';
import { createLaggingTestApp } from '../support/lagging-app';
import { linkFromOutbox, tokenOf } from '../support/outbox';
import type { TestApp } from '../support/test-app';

/**
 * Issue 11, "exigir e-mail confirmado": someone who opens the confirmation link and goes
 * straight back to the entry form is let in even while the users read model has not seen the
 * confirmation yet (the entry checks the account's own stream).
 */
describe('entering right after confirming the e-mail, while the projections lag', () => {
  let t: TestApp;
  let reads: HeldReadStore;
  let close: () => Promise<void>;

  beforeAll(async () => {
    ({ t, reads, close } = await createLaggingTestApp([USERS], { READ_YOUR_WRITES_TIMEOUT_MS: '100' }));
  });
  afterAll(() => close());

  it('accepts the entry at once, though the read model still says "not confirmed"', async () => {
    const creator = await registerUser(t);
    const giveaway = await publishedGiveaway(t, creator.accessToken, { exigirEmailConfirmado: true });
    const bia = await registerUser(t);
    await t.jobsIdle();
    const token = tokenOf(await linkFromOutbox(t.dataDir, bia.body.email, '/verificar-email'));
    const enter = () => request(t.http).post(`/api/giveaways/${giveaway.id}/entries`).set(bearer(bia.accessToken)).send({ respostas: validAnswers(bia.body.email), aceiteRegulamento: true });
    expect((await enter().expect(403)).body.code).toBe('EMAIL_NOT_CONFIRMED');

    reads.hold();
    await request(t.http).post('/api/auth/verify-email').send({ token }).expect(204);
    expect(await reads.collection<{ _id: string; emailVerified: boolean }>(USERS).findOne({ _id: bia.user.id })).toMatchObject({ emailVerified: false });

    await enter().expect(201);
    reads.release();
  });
});

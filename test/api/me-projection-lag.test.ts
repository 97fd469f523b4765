import request from 'supertest';
import { USERS } from '../../src/modules/accounts/projections/users.projection';
import { newUser } from '../support/accounts';
import { bearer } from '../support/giveaways';
import type { HeldReadStore } from '../support/held-read-store';
import { createLaggingTestApp } from '../support/lagging-app';
import type { TestApp } from '../support/test-app';

/** GET /api/me right after sign-up, while the users projection is held for a moment. */
describe('the signed-in user while the registration is not projected yet', () => {
  let t: TestApp;
  let reads: HeldReadStore;
  let close: () => Promise<void>;

  beforeAll(async () => {
    // The default read-your-writes bound (2 s), well above the 200 ms lag below.
    ({ t, reads, close } = await createLaggingTestApp([USERS]));
  });
  afterAll(() => close());

  it('answers the account once a short lag ends, within the read-your-writes wait, not 404', async () => {
    reads.hold();
    const registered = await request(t.http).post('/api/auth/register').send(newUser()).expect(201);
    const { accessToken, user } = registered.body as { accessToken: string; user: { id: string } };
    expect(await reads.collection(USERS).findOne({ _id: user.id })).toBeNull();
    const me = request(t.http).get('/api/me').set(bearer(accessToken));
    setTimeout(() => reads.release(), 200);
    expect((await me.expect(200)).body).toMatchObject({ id: user.id });
  });
});

import { registerUser } from '../support/accounts';
import { bearer, publishedGiveaway } from '../support/giveaways';
import { baseUrl, SseClient } from '../support/sse';
import { createTestApp, TestApp } from '../support/test-app';

/** Issue 11: one address held 1,000 live streams open. Limits of 3 per address and 2 per user here. */
describe('limits on open live views', () => {
  let t: TestApp;
  let url: string;
  let giveawayId: string;
  const clients: SseClient[] = [];

  beforeAll(async () => {
    t = await createTestApp({ LIVE_MAX_STREAMS_PER_IP: '3', LIVE_MAX_STREAMS_PER_USER: '2' });
    url = await baseUrl(t);
    const creator = await registerUser(t);
    giveawayId = (await publishedGiveaway(t, creator.accessToken)).id;
  });
  afterEach(async () => {
    clients.splice(0).forEach((c) => c.close());
    // The server notices the closed sockets (and frees their slots) on its next tick or so.
    await new Promise((r) => setTimeout(r, 100));
  });
  afterAll(() => t.close());

  const watch = async (headers: Record<string, string> = {}) => {
    const client = await SseClient.open(`${url}/api/giveaways/${giveawayId}/live`, headers);
    clients.push(client);
    return client;
  };

  it('answers 429 with a pt-BR message to a fourth stream from one address, and streams again once one closes', async () => {
    const open = [await watch(), await watch(), await watch()];
    expect(open.map((c) => c.status)).toEqual([200, 200, 200]);

    const refused = await watch();
    expect(refused.status).toBe(429);
    expect(JSON.parse(refused.body!)).toMatchObject({
      code: 'TOO_MANY_LIVE_STREAMS',
      message: 'Muitas transmissões ao vivo abertas a partir desta conexão. Feche outras abas e tente de novo.',
    });

    open[0].close();
    let again: SseClient | null = null;
    for (let i = 0; i < 50 && again?.status !== 200; i++) {
      await new Promise((r) => setTimeout(r, 20));
      again = await watch();
    }
    expect(again!.status).toBe(200);
  });

  it('answers 429 to a signed-in user past their own limit while anonymous viewers from the address still get in', async () => {
    const viewer = await registerUser(t);
    const own = [await watch(bearer(viewer.accessToken)), await watch(bearer(viewer.accessToken))];
    expect(own.map((c) => c.status)).toEqual([200, 200]);
    expect((await watch(bearer(viewer.accessToken))).status).toBe(429);
    expect((await watch()).status).toBe(200);
  });

  it('frees the slot of a stream refused for a giveaway that does not exist', async () => {
    const missing = await Promise.all([1, 2, 3, 4].map(() => SseClient.open(`${url}/api/giveaways/00000000-0000-4000-8000-000000000000/live`)));
    expect(missing.map((c) => c.status)).toEqual([404, 404, 404, 404]);
    expect((await watch()).status).toBe(200);
  });
});

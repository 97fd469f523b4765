import { connectLimiterRedis } from '../../src/platform/rate-limits/rate-limiter.factory';
import { MemoryUsedSolutionStore } from '../../src/platform/challenge/memory-used-solution-store';
import { RedisUsedSolutionStore } from '../../src/platform/challenge/redis-used-solution-store';
import type { UsedSolutionStore } from '../../src/platform/challenge/used-solution-store.port';

/** The used-solution store's contract (a solved challenge buys one request), on every adapter. */
function usedSolutionContract(name: string, open: () => Promise<UsedSolutionStore>) {
  describe(`used challenge solutions: ${name}`, () => {
    let store: UsedSolutionStore;
    beforeAll(async () => {
      store = await open();
    });
    afterAll(() => store.close());
    const id = () => `nonce-${Math.random().toString(16).slice(2)}`;

    it('accepts a solution the first time and refuses it after', async () => {
      const nonce = id();
      expect(await store.markUsed(nonce, Date.now() + 60_000)).toBe(true);
      expect(await store.markUsed(nonce, Date.now() + 60_000)).toBe(false);
      expect(await store.markUsed(id(), Date.now() + 60_000)).toBe(true);
    });

    it('accepts one of many simultaneous uses of the same solution', async () => {
      const nonce = id();
      const answers = await Promise.all(Array.from({ length: 20 }, () => store.markUsed(nonce, Date.now() + 60_000)));
      expect(answers.filter(Boolean)).toHaveLength(1);
    });

    it('forgets a solution once its challenge has expired', async () => {
      const nonce = id();
      expect(await store.markUsed(nonce, Date.now() + 50)).toBe(true);
      await new Promise((resolve) => setTimeout(resolve, 120));
      expect(await store.markUsed(nonce, Date.now() + 60_000)).toBe(true);
    });
  });
}

usedSolutionContract('memory', async () => new MemoryUsedSolutionStore());

const redisUrl = process.env.REDIS_URL;

/** A store on its own connection to the Redis the test setup started (global-setup.ts). */
async function onRedis(): Promise<RedisUsedSolutionStore> {
  const client = connectLimiterRedis(redisUrl!)!;
  if (client.status !== 'ready') await new Promise((resolve) => client.once('ready', resolve));
  return new RedisUsedSolutionStore(client);
}

if (!redisUrl) it.skip('used challenge solutions on Redis: skipped because REDIS_URL is not set (test/support/global-setup.ts starts redis-server unless it is)', () => undefined);
else describe('on Redis', () => {
  usedSolutionContract('redis', onRedis);

  it('shares what one API replica accepted with another', async () => {
    const [a, b] = await Promise.all([onRedis(), onRedis()]);
    try {
      const nonce = `shared-${Date.now()}-${Math.random()}`;
      expect(await a.markUsed(nonce, Date.now() + 60_000)).toBe(true);
      expect(await b.markUsed(nonce, Date.now() + 60_000)).toBe(false);
    } finally {
      await Promise.all([a.close(), b.close()]);
    }
  });
});

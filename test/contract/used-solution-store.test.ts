import { connectLimiterRedis } from '../../src/platform/rate-limits/rate-limiter.factory';
import { MemoryUsedSolutionStore } from '../../src/platform/challenge/memory-used-solution-store';
import { RedisUsedSolutionStore } from '../../src/platform/challenge/redis-used-solution-store';
import type { UsedSolutionStore } from '../../src/platform/challenge/used-solution-store.port';
import { findRedisServer, type RedisServerHandle, startRedis } from '../support/global-setup';
import { freePort } from '../support/server-process';

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

describe('on Redis', () => {
  let redis: RedisServerHandle;
  beforeAll(async () => {
    redis = await startRedis(findRedisServer(), await freePort());
  });
  afterAll(() => {
    redis.stopping = true;
    redis.child.kill('SIGKILL');
  });

  usedSolutionContract('redis', async () => {
    const client = connectLimiterRedis(redis.url)!;
    if (client.status !== 'ready') await new Promise((resolve) => client.once('ready', resolve));
    return new RedisUsedSolutionStore(client);
  });

  it('shares what one API replica accepted with another', async () => {
    const connect = async () => {
      const client = connectLimiterRedis(redis.url)!;
      if (client.status !== 'ready') await new Promise((resolve) => client.once('ready', resolve));
      return new RedisUsedSolutionStore(client);
    };
    const [a, b] = await Promise.all([connect(), connect()]);
    try {
      const nonce = `shared-${Date.now()}`;
      expect(await a.markUsed(nonce, Date.now() + 60_000)).toBe(true);
      expect(await b.markUsed(nonce, Date.now() + 60_000)).toBe(false);
    } finally {
      await Promise.all([a.close(), b.close()]);
    }
  });
});

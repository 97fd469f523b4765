import { RateLimiterRes } from 'rate-limiter-flexible';
import { connectLimiterRedis, createRateLimiter } from '../../src/platform/rate-limits/rate-limiter.factory';
import { findRedisServer, type RedisServerHandle, startRedis } from '../support/global-setup';
import { freePort } from '../support/server-process';

/**
 * Issue 11's sign-up limit counts through Redis; the fault suite pauses Redis, and a sign-up
 * then hung for the whole pause. A paused Redis (kill -STOP) keeps its socket open and never
 * answers: the limiter must answer anyway, counting in memory meanwhile.
 */
describe('rate limits while Redis is paused', () => {
  let redis: RedisServerHandle;
  beforeAll(async () => {
    redis = await startRedis(findRedisServer(), await freePort());
  });
  afterAll(() => {
    redis.stopping = true;
    redis.child.kill('SIGKILL');
  });

  it('keeps limiting, in this process, with no request left waiting on Redis', async () => {
    const client = connectLimiterRedis(redis.url)!;
    if (client.status !== 'ready') await new Promise((resolve) => client.once('ready', resolve));
    try {
      const limiter = createRateLimiter(client, { keyPrefix: `pause-${Date.now()}`, points: 2, duration: 60 });
      // Counted in Redis; once it stops answering, this process counts from zero in memory.
      await limiter.consume('10.0.0.1');
      redis.child.kill('SIGSTOP');
      try {
        await limiter.consume('10.0.0.1');
        await limiter.consume('10.0.0.1');
        await limiter.consume('10.0.0.1').then(
          () => {
            throw new Error('a third attempt went through');
          },
          (refused: unknown) => expect(refused).toBeInstanceOf(RateLimiterRes),
        );
      } finally {
        redis.child.kill('SIGCONT');
      }
    } finally {
      client.disconnect();
    }
  }, 20_000);
});

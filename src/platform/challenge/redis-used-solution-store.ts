import type Redis from 'ioredis';
import { MemoryUsedSolutionStore } from './memory-used-solution-store';
import type { UsedSolutionStore } from './used-solution-store.port';

/**
 * SET NX with the challenge's remaining life: atomic, so two replicas given the same
 * solution at once accept it only once, and Redis forgets it when it could not pass anyway.
 * While Redis does not answer, this process's memory remembers instead (as the rate limits
 * do): a replay to the same replica is still refused, one to another replica is not.
 */
export class RedisUsedSolutionStore implements UsedSolutionStore {
  private readonly fallback: MemoryUsedSolutionStore;

  constructor(
    private readonly redis: Redis,
    private readonly now: () => number = Date.now,
  ) {
    this.fallback = new MemoryUsedSolutionStore(now);
  }

  async markUsed(id: string, expiresAtMs: number): Promise<boolean> {
    const ttl = Math.max(1, expiresAtMs - this.now());
    try {
      return (await this.redis.set(`sorteios:altcha-used:${id}`, '1', 'PX', ttl, 'NX')) === 'OK';
    } catch {
      return this.fallback.markUsed(id, expiresAtMs);
    }
  }

  async close(): Promise<void> {
    await this.fallback.close();
    await this.redis.quit().catch(() => undefined);
  }
}

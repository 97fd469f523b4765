import Redis from 'ioredis';
import { RateLimiterAbstract, RateLimiterMemory, RateLimiterRedis, RateLimiterRes } from 'rate-limiter-flexible';
import { DomainError } from '../ddd/domain-error';

/** Past this a Redis command is given up: a paused Redis keeps the socket open and never answers. */
const COMMAND_TIMEOUT_MS = 1000;

/**
 * The Redis connection rate limits count through (REDIS_URL), or null for in-memory counts.
 * Commands fail fast instead of queueing or hanging, so a Redis outage never holds up a
 * sign-in or a sign-up.
 */
export function connectLimiterRedis(redisUrl: string | undefined): Redis | null {
  if (!redisUrl) return null;
  const redis = new Redis(redisUrl, { enableOfflineQueue: false, maxRetriesPerRequest: 1, commandTimeout: COMMAND_TIMEOUT_MS });
  // A failed command is what the limiter sees; unhandled 'error' events would end the process.
  redis.on('error', () => undefined);
  return redis;
}

/**
 * Counts shared by every replica through Redis when there is one, else in this process. While
 * Redis does not answer, the counts fall back to this process's memory (insurance), so the
 * limit still holds per replica and the request still gets its answer.
 */
export function createRateLimiter(redis: Redis | null, options: { keyPrefix: string; points: number; duration: number }): RateLimiterAbstract {
  const memory = new RateLimiterMemory(options);
  if (!redis) return memory;
  return new RateLimiterRedis({ ...options, keyPrefix: `sorteios:${options.keyPrefix}`, storeClient: redis, insuranceLimiter: memory });
}

/**
 * Counts one use of `key`; past the allowance, 429 TOO_MANY_REQUESTS with the pt-BR message
 * for the minutes left, and `retryAfterSeconds` (the Retry-After header).
 */
export async function consumeOrRefuse(limiter: RateLimiterAbstract, key: string, message: (minutes: number) => string): Promise<void> {
  try {
    await limiter.consume(key);
  } catch (res) {
    if (!(res instanceof RateLimiterRes)) throw res;
    const minutes = Math.max(1, Math.ceil(res.msBeforeNext / 60000));
    throw new DomainError('TOO_MANY_REQUESTS', message(minutes), { retryAfterSeconds: Math.ceil(res.msBeforeNext / 1000) });
  }
}

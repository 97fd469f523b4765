import Redis from 'ioredis';
import { RateLimiterAbstract, RateLimiterMemory, RateLimiterRedis } from 'rate-limiter-flexible';

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

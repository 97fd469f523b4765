import { LocalPositionSignals, type PositionSignals } from './position-signals.port';
import { RedisPositionSignals } from './redis-position-signals';

/** Redis pub/sub when REDIS_URL is configured (processes to tell), otherwise nobody to tell. */
export function createPositionSignals(options: { redisUrl?: string }): PositionSignals {
  return options.redisUrl ? new RedisPositionSignals(options.redisUrl) : new LocalPositionSignals();
}

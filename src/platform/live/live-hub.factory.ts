import { InProcessLiveHub } from './in-process-live-hub';
import type { LiveHub } from './live-hub.port';
import { RedisLiveHub } from './redis-live-hub';

/** Redis pub/sub when REDIS_URL is configured (several API processes), otherwise in-process. */
export function createLiveHub(options: { redisUrl?: string }): LiveHub {
  return options.redisUrl ? new RedisLiveHub(options.redisUrl) : new InProcessLiveHub();
}

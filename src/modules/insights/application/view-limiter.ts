import { Inject, Injectable, OnModuleDestroy } from '@nestjs/common';
import Redis from 'ioredis';
import type { RateLimiterAbstract } from 'rate-limiter-flexible';
import { APP_CONFIG, AppConfig } from '../../../config/app-config';
import { connectLimiterRedis, consumeOrRefuse, createRateLimiter } from '../../../platform/rate-limits/rate-limiter.factory';

/**
 * View beacons per IP per minute (VIEWS_MAX_PER_IP_PER_MINUTE), so the endpoint cannot be used
 * to fill the log or the counts. The IP is the limiter's key while the minute lasts (in memory,
 * or in Redis with that expiry), never stored beyond it.
 */
@Injectable()
export class ViewLimiter implements OnModuleDestroy {
  private readonly limiter: RateLimiterAbstract;
  private readonly redis: Redis | null;

  constructor(@Inject(APP_CONFIG) config: AppConfig) {
    this.redis = connectLimiterRedis(config.redisUrl);
    this.limiter = createRateLimiter(this.redis, { keyPrefix: 'views-ip', points: config.viewsPerIpPerMinute, duration: 60 });
  }

  consume(ip: string): Promise<void> {
    return consumeOrRefuse(this.limiter, ip, () => 'Muitas visualizações enviadas deste endereço. Tente novamente em um minuto.');
  }

  async onModuleDestroy(): Promise<void> {
    await this.redis?.quit().catch(() => undefined);
  }
}

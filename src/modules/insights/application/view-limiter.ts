import { Inject, Injectable, OnModuleDestroy } from '@nestjs/common';
import Redis from 'ioredis';
import { RateLimiterAbstract, RateLimiterRes } from 'rate-limiter-flexible';
import { APP_CONFIG, AppConfig } from '../../../config/app-config';
import { DomainError } from '../../../platform/ddd/domain-error';
import { connectLimiterRedis, createRateLimiter } from '../../../platform/rate-limits/rate-limiter.factory';

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

  async consume(ip: string): Promise<void> {
    try {
      await this.limiter.consume(ip);
    } catch (res) {
      if (!(res instanceof RateLimiterRes)) throw res;
      throw new DomainError('TOO_MANY_REQUESTS', 'Muitas visualizações enviadas deste endereço. Tente novamente em um minuto.', {
        retryAfterSeconds: Math.ceil(res.msBeforeNext / 1000),
      });
    }
  }

  async onModuleDestroy(): Promise<void> {
    await this.redis?.quit().catch(() => undefined);
  }
}

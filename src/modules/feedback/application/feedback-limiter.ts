import { Inject, Injectable, OnModuleDestroy } from '@nestjs/common';
import Redis from 'ioredis';
import type { RateLimiterAbstract } from 'rate-limiter-flexible';
import { APP_CONFIG, AppConfig } from '../../../config/app-config';
import { connectLimiterRedis, consumeOrRefuse, createRateLimiter } from '../../../platform/rate-limits/rate-limiter.factory';

/**
 * Messages per IP on the public contact form (FEEDBACK_MAX_PER_IP per
 * FEEDBACK_WINDOW_SECONDS). In memory by default; through Redis when REDIS_URL is set, so
 * API replicas count together.
 */
@Injectable()
export class FeedbackLimiter implements OnModuleDestroy {
  private readonly limiter: RateLimiterAbstract;
  private readonly redis: Redis | null;

  constructor(@Inject(APP_CONFIG) config: AppConfig) {
    const { perIp, windowSeconds } = config.feedbackLimits;
    this.redis = connectLimiterRedis(config.redisUrl);
    this.limiter = createRateLimiter(this.redis, { keyPrefix: 'feedback-ip', points: perIp, duration: windowSeconds });
  }

  /** Counts one message from `ip`; 429 once the window's allowance is used up. */
  consume(ip: string): Promise<void> {
    return consumeOrRefuse(this.limiter, ip, (minutes) => `Você enviou muitas mensagens. Tente novamente em ${minutes} minuto(s).`);
  }

  async onModuleDestroy(): Promise<void> {
    await this.redis?.quit().catch(() => undefined);
  }
}

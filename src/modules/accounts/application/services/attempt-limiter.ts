import { Inject, Injectable, OnModuleDestroy } from '@nestjs/common';
import Redis from 'ioredis';
import { RateLimiterAbstract, RateLimiterRes } from 'rate-limiter-flexible';
import { APP_CONFIG, AppConfig } from '../../../../config/app-config';
import { DomainError } from '../../../../platform/ddd/domain-error';
import { connectLimiterRedis, createRateLimiter } from '../../../../platform/rate-limits/rate-limiter.factory';

type Bucket = 'login-ip' | 'forgot-ip' | 'resend-user' | 'register-ip' | 'oidc-start-ip';

/**
 * Counts sign-in failures per IP (per account: LoginLockout), e-mail link requests (reset
 * per IP, verification per user), sign-ups per IP and outside sign-ins started per IP. In memory by
 * default; shared through Redis when REDIS_URL is set, so API replicas count together.
 */
@Injectable()
export class AttemptLimiter implements OnModuleDestroy {
  private readonly limiters: Record<Bucket, RateLimiterAbstract>;
  private readonly redis: Redis | null;

  constructor(@Inject(APP_CONFIG) config: AppConfig) {
    const { perIp, windowSeconds, forgotPasswordPerIp } = config.loginLimits;
    this.redis = connectLimiterRedis(config.redisUrl);
    const make = (keyPrefix: Bucket, points: number, duration = windowSeconds) => createRateLimiter(this.redis, { keyPrefix, points, duration });
    this.limiters = {
      'login-ip': make('login-ip', perIp),
      'forgot-ip': make('forgot-ip', forgotPasswordPerIp),
      'resend-user': make('resend-user', forgotPasswordPerIp),
      'register-ip': make('register-ip', config.registerLimits.perIp, config.registerLimits.windowSeconds),
      'oidc-start-ip': make('oidc-start-ip', config.oidcStartsPerIpPerMinute, 60),
    };
  }

  /** Throws 429 when the key has used up its attempts. */
  async ensureAllowed(bucket: Bucket, key: string): Promise<void> {
    const res = await this.limiters[bucket].get(key);
    if (res && res.remainingPoints <= 0) throw tooMany(res);
  }

  async consume(bucket: Bucket, key: string): Promise<void> {
    try {
      await this.limiters[bucket].consume(key);
    } catch (res) {
      if (res instanceof RateLimiterRes) throw tooMany(res);
      throw res;
    }
  }

  async reset(bucket: Bucket, key: string): Promise<void> {
    await this.limiters[bucket].delete(key);
  }

  async onModuleDestroy(): Promise<void> {
    await this.redis?.quit().catch(() => undefined);
  }
}

function tooMany(res: RateLimiterRes): DomainError {
  const minutes = Math.max(1, Math.ceil(res.msBeforeNext / 60000));
  return new DomainError('TOO_MANY_REQUESTS', `Muitas tentativas. Tente novamente em ${minutes} minuto(s).`, {
    retryAfterSeconds: Math.ceil(res.msBeforeNext / 1000),
  });
}

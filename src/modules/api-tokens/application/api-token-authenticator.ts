import { Inject, Injectable, OnModuleDestroy } from '@nestjs/common';
import Redis from 'ioredis';
import type { RateLimiterAbstract } from 'rate-limiter-flexible';
import { APP_CONFIG, AppConfig } from '../../../config/app-config';
import type { ApiTokenPrincipal, ApiTokens } from '../../../platform/auth/api-tokens.port';
import { connectLimiterRedis, consumeOrRefuse, createRateLimiter } from '../../../platform/rate-limits/rate-limiter.factory';
import { Entitlements } from '../../plans/plans.public';
import { apiTokenErrors } from '../domain/api-token.errors';
import { hashApiToken, looksLikeApiToken } from './api-token-secrets';
import { ApiTokenReader } from './api-token-reader';
import { ApiTokenUsage } from './api-token-usage';

/** Wrong tokens one address may send per window before they are answered 429 instead of 401. */
export const API_TOKEN_MISSES_PER_IP = 30;
export const API_TOKEN_MISSES_WINDOW_SECONDS = 600;

/**
 * The platform's API_TOKENS port. A token is found by its SHA-256 in the read model (a lookup
 * by hash: no secret is compared, so the time taken says nothing about how close a guess
 * was). Wrong tokens are counted per IP (through Redis when REDIS_URL is set); past the
 * allowance they get 429. A valid token is never slowed down by them.
 */
@Injectable()
export class ApiTokenAuthenticator implements ApiTokens, OnModuleDestroy {
  private readonly misses: RateLimiterAbstract;
  private readonly redis: Redis | null;

  constructor(
    @Inject(APP_CONFIG) config: AppConfig,
    private readonly reader: ApiTokenReader,
    private readonly usage: ApiTokenUsage,
    private readonly entitlements: Entitlements,
  ) {
    this.redis = connectLimiterRedis(config.redisUrl);
    this.misses = createRateLimiter(this.redis, { keyPrefix: 'api-token-miss-ip', points: API_TOKEN_MISSES_PER_IP, duration: API_TOKEN_MISSES_WINDOW_SECONDS });
  }

  async authenticate(token: string, ip: string): Promise<ApiTokenPrincipal | null> {
    const view = looksLikeApiToken(token) ? await this.reader.byHash(hashApiToken(token)) : null;
    if (view) {
      // A Pro feature: after a downgrade the tokens stay (listed, revocable) but read nothing until Pro returns.
      if (!(await this.entitlements.of(view.ownerId)).recursos.includes('tokens-api')) throw apiTokenErrors.planRequired();
      return { tokenId: view._id, ownerId: view.ownerId, escopos: view.escopos };
    }
    await consumeOrRefuse(this.misses, ip, (minutes) => `Muitos tokens de API inválidos deste endereço. Tente novamente em ${minutes} minuto(s).`);
    return null;
  }

  used(principal: ApiTokenPrincipal, at: Date): void {
    this.usage.touch(principal.tokenId, principal.ownerId, at);
  }

  async onModuleDestroy(): Promise<void> {
    await this.redis?.quit().catch(() => undefined);
  }
}

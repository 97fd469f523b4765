import { Inject, Injectable } from '@nestjs/common';
import { createSecretKey } from 'node:crypto';
import { PassportStrategy } from '@nestjs/passport';
import { ExtractJwt, Strategy } from 'passport-jwt';
import { APP_CONFIG, AppConfig } from '../../config/app-config';
import { AUTH_ACCOUNTS, AuthAccounts } from './auth-accounts.port';
import type { ApiTokenScope } from './api-tokens.port';

export interface AuthUser {
  id: string;
  isAdmin: boolean;
  isPro: boolean;
  /** Set when an API token (not a session) authenticated the request: see ApiTokenGuard. */
  apiToken?: { id: string; escopos: readonly ApiTokenScope[] };
}

interface AccessTokenPayload {
  sub: string;
  typ: string;
  exp?: unknown;
}

/**
 * Access tokens are short-lived JWTs; each request still asks the accounts (AUTH_ACCOUNTS) so a
 * disabled account stops working at once rather than when its token expires.
 */
@Injectable()
export class JwtStrategy extends PassportStrategy(Strategy, 'jwt') {
  constructor(
    @Inject(APP_CONFIG) config: AppConfig,
    @Inject(AUTH_ACCOUNTS) private readonly accounts: AuthAccounts,
  ) {
    super({
      jwtFromRequest: ExtractJwt.fromAuthHeaderAsBearerToken(),
      // A KeyObject made once: given a string, jsonwebtoken builds one on every verify,
      // which was a quarter of the CPU of an authenticated request.
      secretOrKey: createSecretKey(Buffer.from(config.jwtSecret)) as unknown as Buffer,
      algorithms: ['HS256'],
      ignoreExpiration: false,
    });
  }

  async validate(payload: AccessTokenPayload): Promise<AuthUser | false> {
    // jsonwebtoken checks exp only when it is there: a token signed without one would never expire.
    if (payload.typ !== 'access' || typeof payload.exp !== 'number') return false;
    const account = await this.accounts.accessOf(payload.sub);
    if (!account || account.disabled) return false;
    return { id: payload.sub, isAdmin: account.isAdmin, isPro: account.isPro };
  }
}

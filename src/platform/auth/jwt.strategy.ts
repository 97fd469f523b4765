import { Inject, Injectable } from '@nestjs/common';
import { createSecretKey } from 'node:crypto';
import { PassportStrategy } from '@nestjs/passport';
import { ExtractJwt, Strategy } from 'passport-jwt';
import { APP_CONFIG, AppConfig } from '../../config/app-config';
import { READ_STORE, ReadStore } from '../read-store/read-store.port';

export interface AuthUser {
  id: string;
  isAdmin: boolean;
  isPro: boolean;
}

interface AccessTokenPayload {
  sub: string;
  typ: string;
}

/**
 * Access tokens are short-lived JWTs; each request still checks the users read model so a
 * disabled account stops working at once rather than when its token expires.
 */
@Injectable()
export class JwtStrategy extends PassportStrategy(Strategy, 'jwt') {
  constructor(
    @Inject(APP_CONFIG) config: AppConfig,
    @Inject(READ_STORE) private readonly store: ReadStore,
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
    if (payload.typ !== 'access') return false;
    const user = await this.store.collection('users').findOne({ _id: payload.sub });
    if (!user || user.disabled) return false;
    return { id: payload.sub, isAdmin: user.isAdmin === true, isPro: user.isPro === true };
  }
}

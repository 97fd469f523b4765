import { Inject, Injectable } from '@nestjs/common';
import { JwtService } from '@nestjs/jwt';
import { createHmac, timingSafeEqual } from 'node:crypto';
import { APP_CONFIG, AppConfig } from '../../../../config/app-config';

export type TokenPurpose = 'verify-email' | 'reset-password' | 'refresh';

/**
 * Tokens carry ids and an HMAC; nothing secret is stored. A link token is
 * `<userId>.<requestId>.<mac>`: the reactor that mails it can rebuild it from the event,
 * and the handler that receives it checks the mac before reading any stream.
 */
@Injectable()
export class SignedTokens {
  constructor(
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly jwt: JwtService,
  ) {}

  accessToken(userId: string): string {
    return this.jwt.sign({ sub: userId, typ: 'access' }, { expiresIn: this.config.accessTokenTtlSeconds, algorithm: 'HS256' });
  }

  sign(purpose: TokenPurpose, first: string, second: string): string {
    return `${first}.${second}.${this.mac(purpose, first, second)}`;
  }

  /** The two ids when the token is well-formed and genuine, else null. */
  open(purpose: TokenPurpose, token: unknown): [string, string] | null {
    if (typeof token !== 'string') return null;
    const parts = token.split('.');
    if (parts.length !== 3) return null;
    const [first, second, mac] = parts;
    const expected = Buffer.from(this.mac(purpose, first, second));
    const given = Buffer.from(mac);
    return given.length === expected.length && timingSafeEqual(given, expected) ? [first, second] : null;
  }

  private mac(purpose: TokenPurpose, first: string, second: string): string {
    return createHmac('sha256', this.config.jwtSecret).update(`${purpose}:${first}:${second}`).digest('base64url');
  }
}

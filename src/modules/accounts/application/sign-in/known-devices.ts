import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';

export interface KnownDevice {
  userId: string;
  /** Names this browser, so its own failures can be counted apart from the account's. */
  deviceId: string;
}

/**
 * OWASP's "device cookies": after a successful sign-in the browser gets a token naming the
 * account, signed with a key derived from the JWT secret. A sign-in from that browser is
 * not held back by the account's delays or challenge, which an attacker elsewhere causes.
 * Format: v1.<userId>.<deviceId>.<signature> (all base64url or UUID characters).
 */
export class KnownDevices {
  private readonly key: Buffer;

  constructor(jwtSecret: string) {
    this.key = createHmac('sha256', jwtSecret).update('known-device-cookie').digest();
  }

  issue(userId: string): string {
    const body = `v1.${userId}.${randomBytes(16).toString('base64url')}`;
    return `${body}.${this.sign(body)}`;
  }

  read(token: string | undefined): KnownDevice | null {
    if (typeof token !== 'string' || token.length > 200) return null;
    const parts = token.split('.');
    if (parts.length !== 4 || parts[0] !== 'v1') return null;
    const body = parts.slice(0, 3).join('.');
    const given = Buffer.from(parts[3]);
    const expected = Buffer.from(this.sign(body));
    if (given.length !== expected.length || !timingSafeEqual(given, expected)) return null;
    return { userId: parts[1], deviceId: parts[2] };
  }

  private sign(body: string): string {
    return createHmac('sha256', this.key).update(body).digest('base64url');
  }
}

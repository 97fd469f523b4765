import type { Response } from 'express';
import type { AppConfig } from '../../../config/app-config';

export const DEVICE_COOKIE = 'sorteios_device';
const MAX_AGE_MS = 365 * 86_400_000;

/**
 * The known-device cookie (docs/security.md): httpOnly, SameSite=Strict (no other site's
 * request carries it), Secure in production and behind https, sent only to /api/auth.
 */
export function setDeviceCookie(res: Response, token: string | undefined, config: AppConfig): void {
  if (!token) return;
  res.cookie(DEVICE_COOKIE, token, {
    httpOnly: true,
    sameSite: 'strict',
    secure: config.nodeEnv === 'production' || config.publicUrl.startsWith('https://'),
    path: '/api/auth',
    maxAge: MAX_AGE_MS,
  });
}

import type { Response } from 'express';
import type { AppConfig } from '../../../config/app-config';

export const REFRESH_COOKIE = 'sorteios_refresh';
const PATH = '/api/auth';

/** The refresh token lives only in an httpOnly, SameSite=Lax cookie scoped to /api/auth (API.md). */
export function setRefreshCookie(res: Response, token: string, config: AppConfig): void {
  res.cookie(REFRESH_COOKIE, token, {
    httpOnly: true,
    sameSite: 'lax',
    secure: config.publicUrl.startsWith('https://'),
    path: PATH,
    maxAge: config.refreshTokenTtlDays * 86_400_000,
  });
}

export function clearRefreshCookie(res: Response, config: AppConfig): void {
  res.clearCookie(REFRESH_COOKIE, { httpOnly: true, sameSite: 'lax', secure: config.publicUrl.startsWith('https://'), path: PATH });
}

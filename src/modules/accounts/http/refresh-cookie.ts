import type { Response } from 'express';
import type { AppConfig } from '../../../config/app-config';

export const REFRESH_COOKIE = 'sorteios_refresh';
/**
 * Readable by the page, holding no secret ("1"): it only says a refresh cookie was given, so
 * the SPA tries POST /api/auth/refresh when there can be a session, and an anonymous visit
 * logs no 401. It lives and ends with the refresh cookie.
 */
export const SESSION_HINT_COOKIE = 'sorteios_sessao';
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
  res.cookie(SESSION_HINT_COOKIE, '1', {
    sameSite: 'lax',
    secure: config.publicUrl.startsWith('https://'),
    path: '/',
    maxAge: config.refreshTokenTtlDays * 86_400_000,
  });
}

export function clearRefreshCookie(res: Response, config: AppConfig): void {
  res.clearCookie(REFRESH_COOKIE, { httpOnly: true, sameSite: 'lax', secure: config.publicUrl.startsWith('https://'), path: PATH });
  res.clearCookie(SESSION_HINT_COOKIE, { sameSite: 'lax', secure: config.publicUrl.startsWith('https://'), path: '/' });
}

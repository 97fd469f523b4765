import type { Request, Response } from 'express';
import type { AppConfig } from '../../../config/app-config';
import type { AuthorizationChecks } from '../application/outside-sign-in/oidc-clients';
import { AUTHORIZATION_TTL_MINUTES } from '../application/outside-sign-in/pending-authorizations';

export const OIDC_COOKIE = 'sorteios_oidc';
const PATH = '/api/auth/oidc';

/**
 * Ties an outside sign-in to the browser that started it: the state, the nonce and the PKCE
 * verifier, for as long as the authorization is pending. httpOnly; SameSite=Lax, because the
 * provider sends the browser back with a cross-site top-level GET, which Lax lets through;
 * scoped to /api/auth/oidc. The verifier never leaves this browser and this server.
 */
export function setOidcCookie(res: Response, provider: string, checks: AuthorizationChecks, config: AppConfig): void {
  const value = Buffer.from(JSON.stringify({ p: provider, s: checks.state, n: checks.nonce, v: checks.codeVerifier })).toString('base64url');
  res.cookie(OIDC_COOKIE, value, {
    httpOnly: true,
    sameSite: 'lax',
    secure: config.publicUrl.startsWith('https://'),
    path: PATH,
    maxAge: AUTHORIZATION_TTL_MINUTES * 60_000,
  });
}

/** The checks of the sign-in this browser started with `provider`, or null (none, another provider's, unreadable). */
export function readOidcCookie(req: Request, provider: string): AuthorizationChecks | null {
  const raw: unknown = req.cookies?.[OIDC_COOKIE];
  if (typeof raw !== 'string' || raw.length > 2048) return null;
  try {
    const { p, s, n, v } = JSON.parse(Buffer.from(raw, 'base64url').toString('utf8')) as Record<string, unknown>;
    if (p !== provider || typeof s !== 'string' || typeof n !== 'string' || typeof v !== 'string') return null;
    return { state: s, nonce: n, codeVerifier: v };
  } catch {
    return null;
  }
}

export function clearOidcCookie(res: Response, config: AppConfig): void {
  res.clearCookie(OIDC_COOKIE, { httpOnly: true, sameSite: 'lax', secure: config.publicUrl.startsWith('https://'), path: PATH });
}

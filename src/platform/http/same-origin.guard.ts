import { CanActivate, ExecutionContext, ForbiddenException, Inject, Injectable } from '@nestjs/common';
import type { IncomingHttpHeaders } from 'node:http';
import { APP_CONFIG, AppConfig } from '../../config/app-config';

/**
 * Whether a request may act with the cookies the browser attached (docs/security.md).
 * Browsers put `Sec-Fetch-Site` or at least `Origin` on every cross-site POST and no page
 * can forge either, so a request with neither comes from no browser (curl, a server) and
 * carries no victim's cookie by accident. A trusted `Origin` (a separate SPA host) passes
 * whatever `Sec-Fetch-Site` says; otherwise only the browser's own `same-origin` (or `none`,
 * typed by the user) does.
 */
export function isSameOriginRequest(headers: IncomingHttpHeaders, trustedOrigins: ReadonlySet<string>): boolean {
  const origin = headers.origin;
  const site = headers['sec-fetch-site'];
  if (origin !== undefined && trustedOrigins.has(origin)) return true;
  if (site !== undefined) return site === 'same-origin' || site === 'none';
  return origin === undefined;
}

/**
 * Guards the routes a cookie authenticates (refresh, logout): another site's page cannot
 * make the browser rotate or end the session. SameSite=Lax already keeps the cookie off
 * cross-site POSTs in current browsers; this also covers same-site hosts and old browsers.
 */
@Injectable()
export class SameOriginGuard implements CanActivate {
  private readonly trusted: ReadonlySet<string>;

  constructor(@Inject(APP_CONFIG) config: AppConfig) {
    this.trusted = new Set(config.trustedOrigins);
  }

  canActivate(ctx: ExecutionContext): boolean {
    if (isSameOriginRequest(ctx.switchToHttp().getRequest().headers, this.trusted)) return true;
    throw new ForbiddenException({ code: 'ORIGIN_REFUSED', message: 'Requisição recusada: ela veio de outro site.' });
  }
}

import { CanActivate, ExecutionContext, ForbiddenException, Inject, Injectable, Optional, UnauthorizedException } from '@nestjs/common';
import { Reflector } from '@nestjs/core';
import { Clock } from '../ddd/clock';
import type { Request } from 'express';
import { AUTH_ACCOUNTS, AuthAccounts } from './auth-accounts.port';
import { API_TOKEN_PREFIX, API_TOKENS, ApiTokens, ApiTokenScope } from './api-tokens.port';
import type { AuthUser } from './jwt.strategy';
import { TOKEN_SCOPE } from './token-scope.decorator';

const BEARER_API_TOKEN = new RegExp(`^Bearer[ \\t]+(${API_TOKEN_PREFIX}\\S*)[ \\t]*$`, 'i');

/** The `sor_...` of an `Authorization: Bearer sor_...` header, or null (no header, or an access JWT). */
export function apiTokenOf(req: Pick<Request, 'headers'>): string | null {
  const header = req.headers.authorization;
  if (typeof header !== 'string' || header.length > 512) return null;
  return BEARER_API_TOKEN.exec(header)?.[1] ?? null;
}

export const invalidApiToken = () => new UnauthorizedException({ code: 'API_TOKEN_INVALID', message: 'Token de API inválido ou revogado.' });

/**
 * Runs before every route (APP_GUARD) and does nothing unless the bearer is an API token. Then
 * the token must be valid (401 API_TOKEN_INVALID: unknown, revoked, or its owner disabled), the
 * route must accept API tokens (@TokenScope, else 403 TOKEN_NOT_ALLOWED: account, admin and
 * every write route) and the token must hold the route's scope (403 TOKEN_SCOPE_MISSING).
 * It then authenticates the request as the owner, never as an admin, and marks it so that
 * JwtAuthGuard and OptionalJwtAuthGuard let it through without reading the bearer as a JWT.
 */
@Injectable()
export class ApiTokenGuard implements CanActivate {
  constructor(
    private readonly reflector: Reflector,
    private readonly clock: Clock,
    @Inject(AUTH_ACCOUNTS) private readonly accounts: AuthAccounts,
    @Optional() @Inject(API_TOKENS) private readonly tokens: ApiTokens | null,
  ) {}

  async canActivate(context: ExecutionContext): Promise<boolean> {
    if (context.getType() !== 'http') return true;
    const req = context.switchToHttp().getRequest<Request & { user?: AuthUser }>();
    const token = apiTokenOf(req);
    if (token === null) return true;
    const principal = this.tokens ? await this.tokens.authenticate(token, req.ip ?? 'unknown') : null;
    if (!principal) throw invalidApiToken();
    const account = await this.accounts.accessOf(principal.ownerId);
    if (!account || account.disabled) throw invalidApiToken();
    const scope = this.reflector.getAllAndOverride<ApiTokenScope | undefined>(TOKEN_SCOPE, [context.getHandler(), context.getClass()]);
    if (!scope) {
      throw new ForbiddenException({
        code: 'TOKEN_NOT_ALLOWED',
        message: 'Tokens de API só leem sorteios, inscrições e sorteios realizados; esta rota exige entrar na sua conta.',
      });
    }
    if (!principal.escopos.includes(scope)) {
      throw new ForbiddenException({ code: 'TOKEN_SCOPE_MISSING', message: `Este token de API não tem o escopo ${scope}.`, escopo: scope });
    }
    this.tokens!.used(principal, this.clock.now());
    req.user = { id: principal.ownerId, isAdmin: false, isPro: account.isPro, apiToken: { id: principal.tokenId, escopos: principal.escopos } };
    return true;
  }
}

/** Whether the request was authenticated by an API token (set by ApiTokenGuard). */
export const viaApiToken = (req: { user?: AuthUser }): boolean => !!req.user?.apiToken;

/**
 * A token reaches only its owner's data: a route whose data is public (a published giveaway, a
 * draw's receipt) answers a token only for the owner's own giveaways.
 */
export const tokenReaches = (user: AuthUser | undefined, ownerId: string | null | undefined): boolean => !user?.apiToken || user.id === ownerId;

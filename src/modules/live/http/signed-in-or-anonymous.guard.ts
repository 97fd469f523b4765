import { ExecutionContext, Injectable, UnauthorizedException } from '@nestjs/common';
import { OptionalJwtAuthGuard } from '../../../platform/auth/jwt-auth.guard';
import { RefusesWith } from '../../../platform/http/openapi/api-errors';

/**
 * Signed out is fine (nothing is recorded), but a token that no longer works answers 401,
 * so the SPA refreshes it and retries instead of silently not being counted.
 */
@Injectable()
@RefusesWith({ codes: ['UNAUTHENTICATED'], optionalAuth: true })
export class SignedInOrAnonymousGuard extends OptionalJwtAuthGuard {
  override handleRequest<T>(err: unknown, user: T | false, _info?: unknown, context?: ExecutionContext): T {
    const sentToken = !!context?.switchToHttp().getRequest<{ headers: Record<string, unknown> }>().headers.authorization;
    if (!user && sentToken) throw new UnauthorizedException({ code: 'UNAUTHENTICATED', message: 'Usuário não autenticado' });
    return super.handleRequest(err, user);
  }
}

import { ExecutionContext, Injectable, UnauthorizedException } from '@nestjs/common';
import { AuthGuard } from '@nestjs/passport';
import type { AuthUser } from './jwt.strategy';

/** ApiTokenGuard (global, before these) already authenticated the request with an API token. */
const byApiToken = (context: ExecutionContext): boolean =>
  context.getType() === 'http' && !!context.switchToHttp().getRequest<{ user?: AuthUser }>().user?.apiToken;

/** Anonymous calls to protected routes get 401 UNAUTHENTICATED 'Usuário não autenticado' (API.md). */
@Injectable()
export class JwtAuthGuard extends AuthGuard('jwt') {
  override canActivate(context: ExecutionContext) {
    return byApiToken(context) || super.canActivate(context);
  }

  override handleRequest<T>(err: unknown, user: T | false): T {
    if (err || !user) throw new UnauthorizedException({ code: 'UNAUTHENTICATED', message: 'Usuário não autenticado' });
    return user;
  }
}

/** Lets a route run signed out, but fills the user when a valid token is sent. */
@Injectable()
export class OptionalJwtAuthGuard extends AuthGuard('jwt') {
  override canActivate(context: ExecutionContext) {
    return byApiToken(context) || super.canActivate(context);
  }

  override handleRequest<T>(_err: unknown, user: T | false): T {
    return (user || undefined) as T;
  }
}

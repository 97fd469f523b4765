import { ExecutionContext, ForbiddenException, Injectable } from '@nestjs/common';
import { JwtAuthGuard } from './jwt-auth.guard';
import type { AuthUser } from './jwt.strategy';

/**
 * Admin routes (/api/admin/*): signed out is 401 like every protected route, signed in
 * without isAdmin is 403. isAdmin comes from the accounts (AUTH_ACCOUNTS) on every request, so a
 * removed role stops at once. The SPA's guard is a convenience; this is the protection.
 */
@Injectable()
export class AdminGuard extends JwtAuthGuard {
  // An API token never acts as an admin; ApiTokenGuard already refuses it on routes without a
  // scope, and no admin route has one: this is the second wall.
  override canActivate(context: ExecutionContext) {
    if (context.getType() === 'http' && context.switchToHttp().getRequest<{ user?: AuthUser }>().user?.apiToken) {
      throw new ForbiddenException({ code: 'TOKEN_NOT_ALLOWED', message: 'Tokens de API não acessam a área de administração.' });
    }
    return super.canActivate(context);
  }

  override handleRequest<T>(err: unknown, user: T | false): T {
    const authenticated = super.handleRequest(err, user);
    if (!(authenticated as AuthUser).isAdmin) {
      throw new ForbiddenException({ code: 'FORBIDDEN', message: 'Acesso restrito a administradores' });
    }
    return authenticated;
  }
}

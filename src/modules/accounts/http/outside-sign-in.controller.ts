import { Body, Controller, Get, HttpCode, Inject, Param, Post, Query, Req, Res, UseGuards } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { ApiBearerAuth, ApiOkResponse, ApiOperation, ApiQuery, ApiResponse, ApiTags } from '@nestjs/swagger';
import type { Request, Response } from 'express';
import { APP_CONFIG, AppConfig } from '../../../config/app-config';
import { CurrentUser } from '../../../platform/auth/current-user.decorator';
import { JwtAuthGuard } from '../../../platform/auth/jwt-auth.guard';
import type { AuthUser } from '../../../platform/auth/jwt.strategy';
import { DomainError } from '../../../platform/ddd/domain-error';
import type { CommandMetadata } from '../../../platform/ddd/stream-executor';
import { ApiErrors } from '../../../platform/http/openapi/api-errors';
import { RequestMeta } from '../../../platform/http/request-metadata';
import { OidcClients } from '../application/outside-sign-in/oidc-clients';
import {
  FinishOutsideSignInCommand,
  OutsideSignInOutcome,
  StartedOutsideSignIn,
  StartOutsideSignInCommand,
} from '../application/outside-sign-in/outside-sign-in.commands';
import { setDeviceCookie } from './device-cookie';
import { LinkIdentityDto, StartOutsideSignInQuery } from './dto/outside-sign-in.dto';
import { clearOidcCookie, readOidcCookie, setOidcCookie } from './oidc-cookie';
import { setRefreshCookie } from './refresh-cookie';
import { safeNextPath } from './safe-next-path';

const REDIRECT = { status: 302, description: 'Redireciona (cabeçalho Location).' };
/** Refusals of the start that the sign-in page explains (the provider down, too many starts from this address). */
const TOLD_ON_SIGN_IN_PAGE = new Set(['OIDC_PROVIDER_UNAVAILABLE', 'TOO_MANY_REQUESTS']);

/**
 * Sign-in with outside OpenID Connect providers (docs/outside-accounts.md). The start and the
 * callback are browser navigations, so they answer with redirects; a refusal at the callback
 * goes to /login?erro=<code> (or, when linking, to the panel) for the SPA to explain.
 */
@ApiTags('auth')
@Controller('auth')
export class OutsideSignInController {
  constructor(
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly commands: CommandBus,
    private readonly clients: OidcClients,
  ) {}

  @Get('providers')
  @ApiOperation({ summary: 'Os provedores de login externos configurados (ex.: ["google"])' })
  @ApiOkResponse({ schema: { type: 'array', items: { type: 'string' }, example: ['google'] } })
  providers(): string[] {
    return this.clients.names();
  }

  @Get('oidc/:provider/start')
  @ApiOperation({ summary: 'Leva ao login do provedor (código de autorização com PKCE S256, state e nonce)' })
  @ApiResponse(REDIRECT)
  @ApiErrors('PROVIDER_NOT_CONFIGURED')
  async start(
    @Param('provider') provider: string,
    @Query() query: StartOutsideSignInQuery,
    @Req() req: Request,
    @RequestMeta() meta: CommandMetadata,
    @Res() res: Response,
  ) {
    let started: StartedOutsideSignIn;
    try {
      started = await this.commands.execute(new StartOutsideSignInCommand(provider, safeNextPath(query.next, this.config.publicUrl), null, req.ip ?? 'unknown', meta));
    } catch (err) {
      // Told on the sign-in page, not as JSON in a tab: the button is a navigation.
      if (err instanceof DomainError && TOLD_ON_SIGN_IN_PAGE.has(err.code)) return res.redirect(302, refusedAt('/login', err.code));
      throw err;
    }
    setOidcCookie(res, provider, started.checks, this.config);
    res.redirect(302, started.url);
  }

  /**
   * Linking while signed in: the bearer token names the account, so no other site can start it
   * for the visitor. The SPA sends the browser to the answered URL; the callback links the
   * identity to this account and returns to `next` (default /dashboard).
   */
  @Post('oidc/:provider/link')
  @HttpCode(200)
  @UseGuards(JwtAuthGuard)
  @ApiBearerAuth()
  @ApiOperation({ summary: 'Começa a vincular uma conta externa à conta autenticada: responde { url } do provedor' })
  @ApiOkResponse({ schema: { type: 'object', required: ['url'], properties: { url: { type: 'string', format: 'uri' } } } })
  @ApiErrors('PROVIDER_NOT_CONFIGURED', 'OIDC_PROVIDER_UNAVAILABLE', 'TOO_MANY_REQUESTS')
  async link(
    @Param('provider') provider: string,
    @Body() dto: LinkIdentityDto,
    @Req() req: Request,
    @CurrentUser() user: AuthUser,
    @RequestMeta() meta: CommandMetadata,
    @Res({ passthrough: true }) res: Response,
  ): Promise<{ url: string }> {
    const next = safeNextPath(dto.next, this.config.publicUrl);
    const started: StartedOutsideSignIn = await this.commands.execute(new StartOutsideSignInCommand(provider, next, user.id, req.ip ?? 'unknown', { ...meta, userId: user.id }));
    setOidcCookie(res, provider, started.checks, this.config);
    return { url: started.url };
  }

  @Get('oidc/:provider/callback')
  @ApiOperation({ summary: 'Volta do provedor: entra (ou vincula) e redireciona para next; recusado, para /login?erro=<código>' })
  @ApiQuery({ name: 'code', required: false })
  @ApiQuery({ name: 'state', required: false })
  @ApiQuery({ name: 'error', required: false })
  @ApiResponse(REDIRECT)
  async callback(@Param('provider') provider: string, @Req() req: Request, @RequestMeta() meta: CommandMetadata, @Res() res: Response) {
    const query = new URL(req.originalUrl, 'http://callback.invalid').search.slice(1);
    const checks = readOidcCookie(req, provider);
    // Spent whatever happens: the next sign-in starts afresh.
    clearOidcCookie(res, this.config);
    const outcome: OutsideSignInOutcome = await this.commands.execute(new FinishOutsideSignInCommand(provider, query, checks, req.ip ?? 'unknown', meta));
    if (outcome.kind === 'refused') return res.redirect(302, refusedAt(outcome.linking ? '/dashboard' : '/login', outcome.code));
    if (outcome.kind === 'signed-in') {
      // As a password sign-in: the refresh cookie, from which the SPA gets its access token, and the known-device cookie.
      setRefreshCookie(res, outcome.session.refreshToken, this.config);
      setDeviceCookie(res, outcome.session.deviceToken, this.config);
    }
    res.redirect(302, outcome.next);
  }
}

const refusedAt = (path: string, code: string) => `${path}?erro=${encodeURIComponent(code)}`;

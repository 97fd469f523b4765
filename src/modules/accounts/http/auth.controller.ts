import { Body, Controller, Get, HttpCode, Inject, Post, Req, Res, UseGuards } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { ApiBearerAuth, ApiCookieAuth, ApiOperation, ApiTags } from '@nestjs/swagger';
import type { Request, Response } from 'express';
import { APP_CONFIG, AppConfig } from '../../../config/app-config';
import { CurrentUser } from '../../../platform/auth/current-user.decorator';
import { JwtAuthGuard } from '../../../platform/auth/jwt-auth.guard';
import type { AuthUser } from '../../../platform/auth/jwt.strategy';
import type { CommandMetadata } from '../../../platform/ddd/stream-executor';
import { RequestMeta } from '../../../platform/http/request-metadata';
import { SameOriginGuard } from '../../../platform/http/same-origin.guard';
import { ChallengePassed, RequireChallenge } from '../../../platform/challenge/challenge.guard';
import { MeReader } from '../application/read-me/me-reader';
import { RefreshSessionCommand } from '../application/refresh-session/refresh-session.command';
import { RegisterUserCommand } from '../application/register-user/register-user.command';
import { RequestEmailVerificationCommand } from '../application/request-email-verification/request-email-verification.command';
import { RequestPasswordResetCommand } from '../application/request-password-reset/request-password-reset.command';
import { ResetPasswordCommand } from '../application/reset-password/reset-password.command';
import { SessionIssuer } from '../application/services/session-issuer';
import { IssuedSession, SignInCommand } from '../application/sign-in/sign-in.command';
import { SignOutCommand } from '../application/sign-out/sign-out.command';
import { VerifyEmailCommand } from '../application/verify-email/verify-email.command';
import { LoginDto } from './dto/login.dto';
import { RegisterDto } from './dto/register.dto';
import { ForgotPasswordDto, ResetPasswordDto, VerifyEmailDto } from './dto/token-dtos';
import { clearRefreshCookie, REFRESH_COOKIE, setRefreshCookie } from './refresh-cookie';
import { DEVICE_COOKIE, setDeviceCookie } from './device-cookie';
import { ApiErrors } from '../../../platform/http/openapi/api-errors';

@ApiTags('auth')
@Controller('auth')
export class AuthController {
  constructor(
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly commands: CommandBus,
    private readonly me: MeReader,
    private readonly sessions: SessionIssuer,
  ) {}

  // Sets the session cookie: a foreign page must not sign a visitor in to someone else's account.
  @RequireChallenge('sign-up')
  @UseGuards(SameOriginGuard)
  @Post('register')
  @ApiOperation({ summary: 'Cria uma conta e já entra nela' })
  @ApiErrors('EMAIL_ALREADY_IN_USE', 'USERNAME_TAKEN', 'USER_ALREADY_REGISTERED', 'PASSWORD_DOES_NOT_MEET_REQUIREMENTS', 'DISPOSABLE_EMAIL', 'TOO_MANY_REQUESTS', 'CHALLENGE_REQUIRED')
  async register(@Body() dto: RegisterDto, @Req() req: Request, @RequestMeta() meta: CommandMetadata, @Res({ passthrough: true }) res: Response) {
    const registered = await this.commands.execute(new RegisterUserCommand(dto, meta, req.ip ?? 'unknown'));
    const session = await this.sessions.start(registered.userId, meta.correlationId);
    setRefreshCookie(res, session.refreshToken, this.config);
    // The account exists once its events are stored; if the read model lags, answer from the event.
    const user = registered.projected ? await this.me.of(registered.userId) : this.me.presentRegistered(registered.view);
    return { accessToken: session.accessToken, user, revision: registered.revision };
  }

  @RequireChallenge('when-asked')
  @UseGuards(SameOriginGuard)
  @Post('login')
  @HttpCode(200)
  @ApiOperation({ summary: 'Entra com e-mail e senha (limitado por conta e por IP)' })
  @ApiErrors('INVALID_CREDENTIALS', 'USER_DISABLED', 'TOO_MANY_REQUESTS', 'LOGIN_DELAYED', 'CHALLENGE_REQUIRED')
  async login(
    @Body() dto: LoginDto,
    @Req() req: Request,
    @RequestMeta() meta: CommandMetadata,
    @Res({ passthrough: true }) res: Response,
    @ChallengePassed() challengePassed: boolean,
  ) {
    const device = req.cookies?.[DEVICE_COOKIE];
    const session: IssuedSession = await this.commands.execute(new SignInCommand(dto.email, dto.password, req.ip ?? 'unknown', meta.correlationId, challengePassed, device));
    setDeviceCookie(res, session.deviceToken, this.config);
    return this.answerWithSession(session, res);
  }

  @Post('refresh')
  @HttpCode(200)
  @UseGuards(SameOriginGuard)
  @ApiCookieAuth(REFRESH_COOKIE)
  @ApiOperation({ summary: 'Troca o refresh token do cookie por um novo par (rotação)' })
  @ApiErrors('UNAUTHENTICATED')
  async refresh(@Req() req: Request, @RequestMeta() meta: CommandMetadata, @Res({ passthrough: true }) res: Response) {
    try {
      const session: IssuedSession = await this.commands.execute(new RefreshSessionCommand(req.cookies?.[REFRESH_COOKIE], meta.correlationId));
      setRefreshCookie(res, session.refreshToken, this.config);
      return { accessToken: session.accessToken };
    } catch (err) {
      clearRefreshCookie(res, this.config);
      throw err;
    }
  }

  @Post('logout')
  @HttpCode(204)
  @UseGuards(SameOriginGuard)
  @ApiOperation({ summary: 'Encerra a sessão do cookie' })
  async logout(@Req() req: Request, @RequestMeta() meta: CommandMetadata, @Res({ passthrough: true }) res: Response) {
    await this.commands.execute(new SignOutCommand(req.cookies?.[REFRESH_COOKIE], meta.correlationId));
    clearRefreshCookie(res, this.config);
  }

  @Post('forgot-password')
  @HttpCode(202)
  @ApiOperation({ summary: 'Envia um link de redefinição, se o e-mail existir (sempre 202)' })
  @ApiErrors('TOO_MANY_REQUESTS')
  async forgotPassword(@Body() dto: ForgotPasswordDto, @Req() req: Request, @RequestMeta() meta: CommandMetadata) {
    await this.commands.execute(new RequestPasswordResetCommand(dto.email, req.ip ?? 'unknown', meta.correlationId));
    return { status: 'accepted' };
  }

  @Post('reset-password')
  @HttpCode(204)
  @ApiErrors('INVALID_OR_EXPIRED_TOKEN', 'PASSWORD_DOES_NOT_MEET_REQUIREMENTS')
  async resetPassword(@Body() dto: ResetPasswordDto, @RequestMeta() meta: CommandMetadata) {
    await this.commands.execute(new ResetPasswordCommand(dto.token, dto.password, meta.correlationId));
  }

  @Post('verify-email')
  @HttpCode(204)
  @ApiErrors('INVALID_OR_EXPIRED_TOKEN')
  async verifyEmail(@Body() dto: VerifyEmailDto, @RequestMeta() meta: CommandMetadata) {
    await this.commands.execute(new VerifyEmailCommand(dto.token, meta.correlationId));
  }

  @Post('resend-verification')
  @HttpCode(204)
  @UseGuards(JwtAuthGuard)
  @ApiBearerAuth()
  @ApiOperation({ summary: 'Envia um novo link de confirmação de e-mail' })
  @ApiErrors('TOO_MANY_REQUESTS')
  async resendVerification(@CurrentUser() user: AuthUser, @RequestMeta() meta: CommandMetadata) {
    await this.commands.execute(new RequestEmailVerificationCommand({ ...meta, userId: user.id }));
  }

  @Get('password-policy')
  @ApiOperation({ summary: 'A política de senhas configurada no servidor' })
  passwordPolicy() {
    return this.config.passwordPolicy;
  }

  private async answerWithSession(session: IssuedSession, res: Response) {
    setRefreshCookie(res, session.refreshToken, this.config);
    const user = await this.me.of(session.userId);
    return { accessToken: session.accessToken, user };
  }
}

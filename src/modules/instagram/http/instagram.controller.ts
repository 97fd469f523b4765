import { Body, Controller, Delete, Get, HttpCode, Post, UseGuards } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { ApiBearerAuth, ApiOperation, ApiTags } from '@nestjs/swagger';
import { CurrentUser } from '../../../platform/auth/current-user.decorator';
import { JwtAuthGuard } from '../../../platform/auth/jwt-auth.guard';
import type { AuthUser } from '../../../platform/auth/jwt.strategy';
import type { CommandMetadata } from '../../../platform/ddd/stream-executor';
import { ApiErrors } from '../../../platform/http/openapi/api-errors';
import { RequestMeta } from '../../../platform/http/request-metadata';
import { CompleteInstagramAuthorizationCommand, DisconnectInstagramCommand, StartInstagramAuthorizationCommand } from '../application/instagram.commands';
import { InstagramConnections, InstagramStatus } from '../application/instagram-connections';
import { InstagramMediaReader } from '../application/instagram-media-reader';
import { InstagramCallbackDto } from './dto/instagram-callback.dto';

/**
 * My Instagram connection (issue 15, docs/api.md "Outside accounts"). The authorization
 * starts with a POST that answers the address to go to, rather than a GET answering 302: the
 * SPA cannot send its bearer token on a navigation, and the state must be bound to the person.
 */
@ApiTags('instagram')
@ApiBearerAuth()
@UseGuards(JwtAuthGuard)
@Controller('instagram')
export class InstagramController {
  constructor(
    private readonly commands: CommandBus,
    private readonly connections: InstagramConnections,
    private readonly media: InstagramMediaReader,
  ) {}

  @Get()
  @ApiOperation({ summary: 'Minha conexão com o Instagram: { configurado, conectado, username?, expiraEm? } (nunca o token)' })
  status(@CurrentUser() user: AuthUser): Promise<InstagramStatus> {
    return this.connections.status(user.id);
  }

  @Post('connect')
  @HttpCode(200)
  @ApiOperation({ summary: 'Começa a conexão (Pro): { url } da página de autorização do Instagram, com um state de uso único válido por 10 minutos' })
  @ApiErrors('PROVIDER_NOT_CONFIGURED', 'PLAN_REQUIRED')
  connect(@CurrentUser() user: AuthUser, @RequestMeta() meta: CommandMetadata): Promise<{ url: string }> {
    return this.commands.execute(new StartInstagramAuthorizationCommand({ ...meta, userId: user.id }));
  }

  @Post('callback')
  @HttpCode(200)
  @ApiOperation({ summary: 'Conclui a conexão com o code e o state devolvidos pelo Instagram a /instagram-callback: { username }' })
  @ApiErrors('PROVIDER_NOT_CONFIGURED', 'PLAN_REQUIRED', 'INVALID_OAUTH_STATE', 'INSTAGRAM_AUTHORIZATION_FAILED', 'INSTAGRAM_RATE_LIMITED', 'INSTAGRAM_TOKEN_EXPIRED', 'INSTAGRAM_UNAVAILABLE')
  callback(@Body() dto: InstagramCallbackDto, @CurrentUser() user: AuthUser, @RequestMeta() meta: CommandMetadata): Promise<{ username: string }> {
    return this.commands.execute(new CompleteInstagramAuthorizationCommand({ code: dto.code, state: dto.state }, { ...meta, userId: user.id }));
  }

  @Delete()
  @HttpCode(204)
  @ApiOperation({ summary: 'Desconecta o Instagram: o token guardado é apagado' })
  @ApiErrors('INSTAGRAM_NOT_CONNECTED')
  async disconnect(@CurrentUser() user: AuthUser, @RequestMeta() meta: CommandMetadata): Promise<void> {
    await this.commands.execute(new DisconnectInstagramCommand({ ...meta, userId: user.id }));
  }

  @Get('media')
  @ApiOperation({ summary: 'Os posts recentes da conta conectada (Pro): [{ id, caption, permalink, timestamp, commentsCount }]' })
  @ApiErrors('PLAN_REQUIRED', 'INSTAGRAM_NOT_CONNECTED', 'PROVIDER_NOT_CONFIGURED', 'INSTAGRAM_TOKEN_EXPIRED', 'INSTAGRAM_PERMISSION_MISSING', 'INSTAGRAM_RATE_LIMITED', 'INSTAGRAM_UNAVAILABLE')
  recentMedia(@CurrentUser() user: AuthUser) {
    return this.media.recent(user.id);
  }
}

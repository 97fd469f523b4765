import { Controller, Delete, Get, HttpCode, Param, Put, Req, Res, UseGuards } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { ApiBearerAuth, ApiHeader, ApiOperation, ApiProduces, ApiTags } from '@nestjs/swagger';
import type { Request, Response } from 'express';
import { CurrentUser } from '../../../platform/auth/current-user.decorator';
import { OptionalJwtAuthGuard } from '../../../platform/auth/jwt-auth.guard';
import type { AuthUser } from '../../../platform/auth/jwt.strategy';
import type { CommandMetadata } from '../../../platform/ddd/stream-executor';
import { RequestMeta } from '../../../platform/http/request-metadata';
import { UuidParam } from '../../../platform/http/uuid-param';
import { SpectateCommand } from '../application/spectate.command';
import { liveErrors } from '../domain/live.errors';
import { LiveStreams } from './live-streams';
import { SignedInOrAnonymousGuard } from './signed-in-or-anonymous.guard';
import { ApiErrors } from '../../../platform/http/openapi/api-errors';

const GiveawayId = new UuidParam(liveErrors.giveawayNotFound);

@ApiTags('live')
@Controller('giveaways/:id')
export class LiveController {
  constructor(
    private readonly commands: CommandBus,
    private readonly streams: LiveStreams,
  ) {}

  @Get('live')
  @UseGuards(OptionalJwtAuthGuard)
  @ApiProduces('text/event-stream')
  @ApiHeader({ name: 'Last-Event-ID', required: false, description: 'Id da última mensagem recebida (o EventSource envia ao reconectar)' })
  @ApiOperation({
    summary: 'O sorteio ao vivo (Server-Sent Events): state, depois spectators, closed, drawn e winner-replaced; id = posição no log',
  })
  @ApiErrors('TOO_MANY_LIVE_STREAMS', 'LIVE_UNAVAILABLE')
  live(@Param('id', GiveawayId) id: string, @Req() req: Request, @Res() res: Response, @CurrentUser() user?: AuthUser) {
    return this.streams.serve(id, user, req, res);
  }

  @Put('spectators')
  @HttpCode(204)
  @UseGuards(SignedInOrAnonymousGuard)
  @ApiBearerAuth()
  @ApiOperation({ summary: 'Registra quem entrou na transmissão ao vivo (sem sessão: nada é registrado)' })
  async join(@Param('id', GiveawayId) id: string, @RequestMeta() meta: CommandMetadata, @CurrentUser() user?: AuthUser) {
    if (user) await this.commands.execute(new SpectateCommand(id, 'join', user, meta));
  }

  @Delete('spectators')
  @HttpCode(204)
  @UseGuards(SignedInOrAnonymousGuard)
  @ApiBearerAuth()
  @ApiOperation({ summary: 'Registra que a pessoa saiu da transmissão ao vivo (sem sessão: nada é registrado)' })
  async leave(@Param('id', GiveawayId) id: string, @RequestMeta() meta: CommandMetadata, @CurrentUser() user?: AuthUser) {
    if (user) await this.commands.execute(new SpectateCommand(id, 'leave', user, meta));
  }
}

import { Body, Controller, Get, HttpCode, Inject, Param, Post, UseGuards } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { ApiBearerAuth, ApiOperation, ApiTags } from '@nestjs/swagger';
import { CurrentUser } from '../../../platform/auth/current-user.decorator';
import { JwtAuthGuard } from '../../../platform/auth/jwt-auth.guard';
import type { AuthUser } from '../../../platform/auth/jwt.strategy';
import type { CommandMetadata } from '../../../platform/ddd/stream-executor';
import { EVENT_STORE, EventStore } from '../../../platform/event-store/event-store.port';
import { RequestMeta } from '../../../platform/http/request-metadata';
import { UuidParam } from '../../../platform/http/uuid-param';
import { DrawWinnersCommand } from '../application/draw-winners.command';
import { drawErrors } from '../domain/draw.errors';
import { drawStream, WinnersDrawn } from '../domain/draw.events';
import type { Receipt } from '../domain/verifiable-draw/receipt';
import { DrawDto } from './dto/draw.dto';

const GiveawayId = new UuidParam(drawErrors.giveawayNotFound);

@ApiTags('draws')
@Controller('giveaways/:id/draw')
export class DrawsController {
  constructor(
    private readonly commands: CommandBus,
    @Inject(EVENT_STORE) private readonly events: EventStore,
  ) {}

  @Post()
  @HttpCode(200)
  @UseGuards(JwtAuthGuard)
  @ApiBearerAuth()
  @ApiOperation({ summary: 'Realiza o sorteio (criador; uma única vez), com recibo verificável' })
  async draw(@Param('id', GiveawayId) id: string, @Body() dto: DrawDto, @CurrentUser() user: AuthUser, @RequestMeta() meta: CommandMetadata) {
    const drawn = await this.commands.execute(new DrawWinnersCommand(id, dto.quantidade, dto.suplentes ?? 0, { ...meta, userId: user.id }));
    return { vencedores: drawn.vencedores, suplentes: drawn.suplentes, receipt: drawn.receipt };
  }

  @Get()
  @ApiOperation({ summary: 'O recibo do sorteio: tudo o que é preciso para recalcular os ganhadores' })
  async receipt(@Param('id', GiveawayId) id: string): Promise<Receipt> {
    // From the log itself: the receipt's drawPosition is the position of its own event.
    const drawn = (await this.events.readStream(drawStream(id))).find((e) => e.type === 'WinnersDrawn');
    if (!drawn) throw drawErrors.notDrawn();
    return { ...(drawn.data as WinnersDrawn['data']).receipt, drawPosition: drawn.position };
  }
}

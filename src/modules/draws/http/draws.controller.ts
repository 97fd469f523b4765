import { Body, Controller, Get, HttpCode, Inject, Param, Post, UseGuards } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { ApiBearerAuth, ApiOperation, ApiTags } from '@nestjs/swagger';
import { CurrentUser } from '../../../platform/auth/current-user.decorator';
import { JwtAuthGuard } from '../../../platform/auth/jwt-auth.guard';
import type { AuthUser } from '../../../platform/auth/jwt.strategy';
import { CommandMetadata, StreamExecutor } from '../../../platform/ddd/stream-executor';
import { EVENT_STORE, EventStore } from '../../../platform/event-store/event-store.port';
import { RequestMeta } from '../../../platform/http/request-metadata';
import { UuidParam } from '../../../platform/http/uuid-param';
import { drawHistory } from '../application/draw-history';
import { DrawWinnersCommand } from '../application/draw-winners.command';
import { InclusionProofs } from '../application/inclusion-proof';
import { ReplaceWinnerCommand } from '../application/replace-winner.command';
import { drawDecider } from '../domain/draw.decider';
import { drawErrors } from '../domain/draw.errors';
import { drawStream } from '../domain/draw.events';
import { DrawDto } from './dto/draw.dto';
import { ReplaceWinnerDto } from './dto/replace-winner.dto';

const GiveawayId = new UuidParam(drawErrors.giveawayNotFound);
// An id that cannot be an entry cannot be a winner either.
const EntryId = new UuidParam(drawErrors.notAWinner);

@ApiTags('draws')
@Controller('giveaways/:id')
export class DrawsController {
  constructor(
    private readonly commands: CommandBus,
    @Inject(EVENT_STORE) private readonly events: EventStore,
    private readonly proofs: InclusionProofs,
    @Inject(StreamExecutor) private readonly executor: StreamExecutor,
  ) {}

  @Post('draw')
  @HttpCode(200)
  @UseGuards(JwtAuthGuard)
  @ApiBearerAuth()
  @ApiOperation({ summary: 'Realiza o sorteio (criador; uma única vez), com recibo verificável' })
  async draw(@Param('id', GiveawayId) id: string, @Body() dto: DrawDto, @CurrentUser() user: AuthUser, @RequestMeta() meta: CommandMetadata) {
    const drawn = await this.commands.execute(new DrawWinnersCommand(id, dto.quantidade, dto.suplentes ?? 0, { ...meta, userId: user.id }, dto.loteriaFederal));
    return { vencedores: drawn.vencedores, suplentes: drawn.suplentes, receipt: drawn.receipt };
  }

  @Get('draw')
  @ApiOperation({ summary: 'O recibo do sorteio (tudo o que é preciso para recalcular os ganhadores) e as substituições feitas depois' })
  async receipt(@Param('id', GiveawayId) id: string) {
    const history = drawHistory(await this.events.readStream(drawStream(id)));
    if (!history) throw drawErrors.notDrawn();
    return { ...history.receipt, substituicoes: history.substituicoes };
  }

  @Get('commitment')
  @ApiOperation({ summary: 'O compromisso registrado no encerramento: inscritos (contagem e raiz), semente (hash) e a fonte pública escolhida' })
  async commitment(@Param('id', GiveawayId) id: string) {
    const { state } = await this.executor.load(drawStream(id), drawDecider);
    if (!state.committed) throw drawErrors.notCommitted();
    // The salt and the server seed stay secret until the draw's receipt reveals them.
    const { giveawayId, entrantCount, merkleRoot, seedCommitment, closePosition, fonteAleatoriedade } = state.committed;
    return { giveawayId, entrantCount, merkleRoot, seedCommitment, closePosition, fonteAleatoriedade: fonteAleatoriedade ?? null };
  }

  @Get('draw/me')
  @UseGuards(JwtAuthGuard)
  @ApiBearerAuth()
  @ApiOperation({ summary: 'A prova de que a minha inscrição está entre os participantes registrados no encerramento' })
  mine(@Param('id', GiveawayId) id: string, @CurrentUser() user: AuthUser) {
    return this.proofs.of(id, user.id);
  }

  @Post('winners/:entryId/replace')
  @HttpCode(200)
  @UseGuards(JwtAuthGuard)
  @ApiBearerAuth()
  @ApiOperation({ summary: 'Substitui um ganhador pelo próximo suplente, com o motivo (criador)' })
  replace(
    @Param('id', GiveawayId) id: string,
    @Param('entryId', EntryId) entryId: string,
    @Body() dto: ReplaceWinnerDto,
    @CurrentUser() user: AuthUser,
    @RequestMeta() meta: CommandMetadata,
  ) {
    return this.commands.execute(new ReplaceWinnerCommand(id, entryId, dto.motivo, { ...meta, userId: user.id }));
  }
}

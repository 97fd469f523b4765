import { Body, Controller, Get, HttpCode, Param, Post, UseGuards } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { ApiBearerAuth, ApiOperation, ApiTags } from '@nestjs/swagger';
import { CurrentUser } from '../../../platform/auth/current-user.decorator';
import { JwtAuthGuard } from '../../../platform/auth/jwt-auth.guard';
import type { AuthUser } from '../../../platform/auth/jwt.strategy';
import { tokenReaches } from '../../../platform/auth/api-token.guard';
import { TokenScope } from '../../../platform/auth/token-scope.decorator';
import type { CommandMetadata } from '../../../platform/ddd/stream-executor';
import { RequestMeta } from '../../../platform/http/request-metadata';
import { UuidParam } from '../../../platform/http/uuid-param';
import { GiveawayLifecycles } from '../../giveaways/giveaways.public';
import { DrawWinnersCommand } from '../application/draw-winners.command';
import { DrawRecords } from '../application/draw-records';
import { InclusionProofs } from '../application/inclusion-proof';
import { ReplaceWinnerCommand } from '../application/replace-winner.command';
import { drawErrors } from '../domain/draw.errors';
import type { Vencedor } from '../domain/draw.events';
import { DrawDto } from './dto/draw.dto';
import { ReplaceWinnerDto } from './dto/replace-winner.dto';
import { ApiErrors } from '../../../platform/http/openapi/api-errors';

const GiveawayId = new UuidParam(drawErrors.giveawayNotFound);
// An id that cannot be an entry cannot be a winner either.
const EntryId = new UuidParam(drawErrors.notAWinner);
/** A winner or alternate as the creator sees them in an answer: the participant's id stays in the log. */
const shown = ({ entryId, nome, email }: Vencedor) => ({ entryId, nome, email });

@ApiTags('draws')
@Controller('giveaways/:id')
export class DrawsController {
  constructor(
    private readonly commands: CommandBus,
    private readonly records: DrawRecords,
    private readonly proofs: InclusionProofs,
    private readonly lifecycles: GiveawayLifecycles,
  ) {}

  @Post('draw')
  @HttpCode(200)
  @UseGuards(JwtAuthGuard)
  @ApiBearerAuth()
  @ApiOperation({ summary: 'Realiza o sorteio (criador; uma única vez), com recibo verificável' })
  @ApiErrors('NOT_GIVEAWAY_OWNER', 'GIVEAWAY_NOT_CLOSED', 'GIVEAWAY_ALREADY_DRAWN', 'NO_ENTRIES', 'DRAW_NOT_READY', 'DRAW_NOT_COMMITTED', 'LOTTERY_RESULT_REQUIRED', 'LOTTERY_RESULT_PENDING', 'DRAND_ROUND_PENDING', 'DRAND_UNAVAILABLE', 'DRAND_BEACON_INVALID', 'DRAW_INCONSISTENT', 'PLAN_LIMIT_REACHED', 'CONCURRENCY_CONFLICT')
  async draw(@Param('id', GiveawayId) id: string, @Body() dto: DrawDto, @CurrentUser() user: AuthUser, @RequestMeta() meta: CommandMetadata) {
    const drawn = await this.commands.execute(new DrawWinnersCommand(id, dto.quantidade, dto.suplentes ?? 0, { ...meta, userId: user.id }, dto.loteriaFederal, dto.maxSubstituicoes));
    return { vencedores: drawn.vencedores.map(shown), suplentes: drawn.suplentes.map(shown), receipt: drawn.receipt };
  }

  @Get('draw')
  @TokenScope('draws:read')
  @ApiOperation({ summary: 'O recibo do sorteio (tudo o que é preciso para recalcular os ganhadores) e as substituições feitas depois' })
  @ApiErrors('DRAW_NOT_FOUND')
  async receipt(@Param('id', GiveawayId) id: string, @CurrentUser() user?: AuthUser) {
    // Public, but an API token reads only its owner's draws (set only when a token authenticated).
    if (user?.apiToken && !tokenReaches(user, (await this.lifecycles.of(id)).criadorId)) throw drawErrors.giveawayNotFound();
    return this.records.receipt(id);
  }

  @Get('commitment')
  @ApiOperation({ summary: 'O compromisso registrado no encerramento: inscritos (contagem e raiz), semente (hash) e a fonte pública escolhida' })
  @ApiErrors('DRAW_NOT_COMMITTED')
  commitment(@Param('id', GiveawayId) id: string) {
    return this.records.commitment(id);
  }

  @Get('draw/me')
  @UseGuards(JwtAuthGuard)
  @ApiBearerAuth()
  @ApiOperation({ summary: 'A prova de que a minha inscrição está entre os participantes registrados no encerramento' })
  @ApiErrors('DRAW_NOT_COMMITTED', 'ENTRY_NOT_FOUND')
  mine(@Param('id', GiveawayId) id: string, @CurrentUser() user: AuthUser) {
    return this.proofs.of(id, user.id);
  }

  @Post('winners/:entryId/replace')
  @HttpCode(200)
  @UseGuards(JwtAuthGuard)
  @ApiBearerAuth()
  @ApiOperation({ summary: 'Substitui um ganhador pelo próximo suplente, com o motivo (criador)' })
  @ApiErrors('NOT_GIVEAWAY_OWNER', 'DRAW_NOT_FOUND', 'NOT_A_WINNER', 'NO_ALTERNATE_LEFT', 'REPLACEMENT_LIMIT_REACHED', 'CONCURRENCY_CONFLICT')
  async replace(
    @Param('id', GiveawayId) id: string,
    @Param('entryId', EntryId) entryId: string,
    @Body() dto: ReplaceWinnerDto,
    @CurrentUser() user: AuthUser,
    @RequestMeta() meta: CommandMetadata,
  ) {
    const { vencedores, substituicoes } = await this.commands.execute(new ReplaceWinnerCommand(id, entryId, dto.motivo, { ...meta, userId: user.id }));
    return { vencedores: vencedores.map(shown), substituicoes };
  }
}

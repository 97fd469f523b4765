import { Controller, Delete, Get, HttpCode, Param, Put, Query, UseGuards } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { ApiBearerAuth, ApiOperation, ApiTags } from '@nestjs/swagger';
import { CurrentUser } from '../../../platform/auth/current-user.decorator';
import { JwtAuthGuard } from '../../../platform/auth/jwt-auth.guard';
import type { AuthUser } from '../../../platform/auth/jwt.strategy';
import type { CommandMetadata } from '../../../platform/ddd/stream-executor';
import { RequestMeta } from '../../../platform/http/request-metadata';
import { UuidParam } from '../../../platform/http/uuid-param';
import { SetEntrantListCommand } from '../application/entrant-list.command';
import { GiveawayHistory } from '../application/giveaway-history';
import { PublicEntrantLists } from '../application/public-entrant-list';
import { entrantListErrors } from '../domain/entrant-list.errors';
import { EntrantListQueryDto } from './dto/entrant-list-query.dto';
import { ApiErrors } from '../../../platform/http/openapi/api-errors';

const GiveawayId = new UuidParam(entrantListErrors.giveawayNotFound);

@ApiTags('draws')
@Controller('giveaways/:id')
export class HistoryController {
  constructor(
    private readonly commands: CommandBus,
    private readonly history: GiveawayHistory,
    private readonly lists: PublicEntrantLists,
  ) {}

  @Get('history')
  @ApiOperation({ summary: 'O histórico público do sorteio: cada passo com a posição no registro e o hash encadeado ao anterior' })
  steps(@Param('id', GiveawayId) id: string) {
    return this.history.of(id);
  }

  @Get('lista')
  @ApiOperation({ summary: 'A lista de inscritos que o criador publicou (nomes abreviados e folhas da árvore de Merkle), na ordem do compromisso' })
  @ApiErrors('DRAW_NOT_COMMITTED')
  list(@Param('id', GiveawayId) id: string, @Query() query: EntrantListQueryDto) {
    return this.lists.page(id, query);
  }

  @Put('lista')
  @UseGuards(JwtAuthGuard)
  @ApiBearerAuth()
  @ApiOperation({ summary: 'Publica a lista de inscritos registrada no encerramento (criador)' })
  @ApiErrors('NOT_GIVEAWAY_OWNER', 'GIVEAWAY_NOT_CLOSED', 'DRAW_INCONSISTENT', 'CONCURRENCY_CONFLICT')
  publish(@Param('id', GiveawayId) id: string, @CurrentUser() user: AuthUser, @RequestMeta() meta: CommandMetadata) {
    return this.commands.execute(new SetEntrantListCommand(id, true, { ...meta, userId: user.id }));
  }

  @Delete('lista')
  @HttpCode(200)
  @UseGuards(JwtAuthGuard)
  @ApiBearerAuth()
  @ApiOperation({ summary: 'Retira a lista de inscritos do ar (criador); o histórico guarda que ela foi publicada' })
  @ApiErrors('NOT_GIVEAWAY_OWNER', 'GIVEAWAY_NOT_CLOSED', 'CONCURRENCY_CONFLICT')
  unpublish(@Param('id', GiveawayId) id: string, @CurrentUser() user: AuthUser, @RequestMeta() meta: CommandMetadata) {
    return this.commands.execute(new SetEntrantListCommand(id, false, { ...meta, userId: user.id }));
  }
}

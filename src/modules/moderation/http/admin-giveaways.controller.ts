import { Body, Controller, Delete, Get, HttpCode, Param, Post, Query, UseGuards } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { ApiBearerAuth, ApiOperation, ApiTags } from '@nestjs/swagger';
import { AdminGuard } from '../../../platform/auth/admin.guard';
import { CurrentUser } from '../../../platform/auth/current-user.decorator';
import type { AuthUser } from '../../../platform/auth/jwt.strategy';
import type { CommandMetadata } from '../../../platform/ddd/stream-executor';
import { RequestMeta } from '../../../platform/http/request-metadata';
import { UuidParam } from '../../../platform/http/uuid-param';
import { ChangeGiveawayCommand } from '../../giveaways/giveaways.public';
import { AdminGiveaways } from '../application/readers/admin-giveaways';
import { TrailReader } from '../application/readers/trail-reader';
import { ReinstateGiveawayCommand, SuspendGiveawayCommand } from '../application/suspension/suspension.commands';
import { moderationErrors } from '../domain/moderation.errors';
import { AdminGiveawaysQueryDto, ReasonRequiredDto } from './dto/moderation.dto';
import { ApiErrors } from '../../../platform/http/openapi/api-errors';

const GiveawayId = new UuidParam(moderationErrors.giveawayNotFound);

@ApiTags('admin: moderation')
@ApiBearerAuth()
@UseGuards(AdminGuard)
@Controller('admin/giveaways')
export class AdminGiveawaysController {
  constructor(
    private readonly commands: CommandBus,
    private readonly giveaways: AdminGiveaways,
    private readonly trails: TrailReader,
  ) {}

  @Get()
  @ApiOperation({ summary: 'Todos os sorteios, em qualquer status; filtros status, reported, suspended e busca q' })
  list(@Query() query: AdminGiveawaysQueryDto) {
    return this.giveaways.list(query);
  }

  @Get(':id/trail')
  @ApiOperation({ summary: 'Tudo o que aconteceu com o sorteio: quem, o quê, quando e por quê (do registro de eventos)' })
  trail(@Param('id', GiveawayId) id: string) {
    return this.trails.ofGiveaway(id);
  }

  @Post(':id/suspend')
  @HttpCode(200)
  @ApiOperation({ summary: 'Suspende: o sorteio some das listas públicas (reversível)' })
  @ApiErrors('GIVEAWAY_ALREADY_SUSPENDED', 'VALIDATION_FAILED', 'CONCURRENCY_CONFLICT')
  suspend(@Param('id', GiveawayId) id: string, @Body() dto: ReasonRequiredDto, @CurrentUser() user: AuthUser, @RequestMeta() meta: CommandMetadata) {
    return this.commands.execute(new SuspendGiveawayCommand(id, dto.motivo, { ...meta, userId: user.id }));
  }

  @Post(':id/reinstate')
  @HttpCode(200)
  @ApiOperation({ summary: 'Retira a suspensão' })
  @ApiErrors('GIVEAWAY_NOT_SUSPENDED', 'VALIDATION_FAILED', 'CONCURRENCY_CONFLICT')
  reinstate(@Param('id', GiveawayId) id: string, @Body() dto: ReasonRequiredDto, @CurrentUser() user: AuthUser, @RequestMeta() meta: CommandMetadata) {
    return this.commands.execute(new ReinstateGiveawayCommand(id, dto.motivo, { ...meta, userId: user.id }));
  }

  /** The giveaways module's own delete, with an admin's rights; the reason is required here. */
  @Delete(':id')
  @HttpCode(204)
  @ApiOperation({ summary: 'Exclui o sorteio, com o motivo; as inscrições saem das listas' })
  @ApiErrors('VALIDATION_FAILED', 'CONCURRENCY_CONFLICT')
  async remove(@Param('id', GiveawayId) id: string, @Body() dto: ReasonRequiredDto, @CurrentUser() user: AuthUser, @RequestMeta() meta: CommandMetadata) {
    await this.commands.execute(new ChangeGiveawayCommand(id, { type: 'DeleteGiveaway', motivo: dto.motivo.trim(), actorId: user.id, isAdmin: true }, { ...meta, userId: user.id }));
  }
}

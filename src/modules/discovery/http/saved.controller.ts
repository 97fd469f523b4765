import { Controller, Get, HttpCode, Param, Post, Query, UseGuards } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { ApiBearerAuth, ApiOperation, ApiTags } from '@nestjs/swagger';
import { CurrentUser } from '../../../platform/auth/current-user.decorator';
import { JwtAuthGuard } from '../../../platform/auth/jwt-auth.guard';
import type { AuthUser } from '../../../platform/auth/jwt.strategy';
import type { CommandMetadata } from '../../../platform/ddd/stream-executor';
import { RequestMeta } from '../../../platform/http/request-metadata';
import { UuidParam } from '../../../platform/http/uuid-param';
import { SavedList } from '../application/saved-list/saved-list';
import { ToggleSaveCommand } from '../application/toggle-save/toggle-save.command';
import { discoveryErrors } from '../domain/discovery.errors';
import { PageQueryDto } from '../../../platform/http/page-query.dto';
import { ApiErrors } from '../../../platform/http/openapi/api-errors';

const GiveawayId = new UuidParam(discoveryErrors.giveawayNotFound);

@ApiTags('discovery')
@ApiBearerAuth()
@UseGuards(JwtAuthGuard)
@Controller()
export class SavedController {
  constructor(
    private readonly commands: CommandBus,
    private readonly saved: SavedList,
  ) {}

  @Post('giveaways/:id/save')
  @HttpCode(200)
  @ApiOperation({ summary: 'Salva o sorteio, ou tira dos salvos se já estava: { salvo: true } quando entrou, { salvo: false } quando saiu' })
  @ApiErrors('CONCURRENCY_CONFLICT')
  toggle(@Param('id', GiveawayId) id: string, @CurrentUser() user: AuthUser, @RequestMeta() meta: CommandMetadata): Promise<{ salvo: boolean; revision: number }> {
    return this.commands.execute(new ToggleSaveCommand(user.id, id, meta));
  }

  @Get('giveaways/:id/save')
  @ApiOperation({ summary: 'Se este sorteio está entre os meus salvos' })
  async state(@Param('id', GiveawayId) id: string, @CurrentUser() user: AuthUser) {
    return { salvo: await this.saved.isSaved(user.id, id) };
  }

  @Get('me/saved')
  @ApiOperation({ summary: 'Os sorteios que salvei, os salvos por último primeiro' })
  list(@CurrentUser() user: AuthUser, @Query() query: PageQueryDto) {
    return this.saved.of(user.id, query);
  }
}

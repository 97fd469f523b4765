import { Body, Controller, Delete, Get, HttpCode, Param, Patch, Post, Query, UseGuards } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { ApiBearerAuth, ApiHeader, ApiOperation, ApiTags } from '@nestjs/swagger';
import { CurrentUser } from '../../../platform/auth/current-user.decorator';
import { JwtAuthGuard, OptionalJwtAuthGuard } from '../../../platform/auth/jwt-auth.guard';
import type { AuthUser } from '../../../platform/auth/jwt.strategy';
import { tokenReaches } from '../../../platform/auth/api-token.guard';
import { TokenScope } from '../../../platform/auth/token-scope.decorator';
import type { CommandMetadata } from '../../../platform/ddd/stream-executor';
import { IfMatch } from '../../../platform/http/if-match';
import { RequestMeta } from '../../../platform/http/request-metadata';
import { UuidParam } from '../../../platform/http/uuid-param';
import { ChangeGiveawayCommand, type GiveawayChange } from '../application/change-giveaway/change-giveaway.command';
import { CreateGiveawayCommand } from '../application/create-giveaway/create-giveaway.command';
import { GiveawayReader } from '../application/get-giveaway/giveaway-reader';
import { GiveawayLists } from '../application/list-giveaways/giveaway-lists';
import { giveawayErrors } from '../domain/giveaway.errors';
import { CreateGiveawayDto, ReasonDto, UpdateGiveawayDto } from './dto/giveaway.dto';
import { ListGiveawaysQueryDto } from './dto/list-query.dto';
import { ApiErrors } from '../../../platform/http/openapi/api-errors';

const GiveawayId = new UuidParam(giveawayErrors.notFound);
type Change = Exclude<GiveawayChange, { type: 'LockForm' | 'CloseAtDrawDate' }>;

@ApiTags('giveaways')
@Controller('giveaways')
export class GiveawaysController {
  constructor(
    private readonly commands: CommandBus,
    private readonly reader: GiveawayReader,
    private readonly lists: GiveawayLists,
  ) {}

  @Post()
  @UseGuards(JwtAuthGuard)
  @ApiBearerAuth()
  @ApiOperation({ summary: 'Cria um sorteio em Rascunho' })
  @ApiErrors('TEMPLATE_NOT_FOUND', 'DRAW_DATE_IN_PAST', 'LOTTERY_DATE_TOO_EARLY', 'PLAN_LIMIT_REACHED')
  async create(@Body() dto: CreateGiveawayDto, @CurrentUser() user: AuthUser, @RequestMeta() meta: CommandMetadata) {
    const created = await this.commands.execute(new CreateGiveawayCommand(dto, { ...meta, userId: user.id }));
    // The giveaway exists once its event is stored; if the read model lags, answer from the event.
    return created.projected ? this.reader.get(created.id, user) : (await this.reader.present([created.view], user))[0];
  }

  @Get()
  @ApiOperation({ summary: 'Sorteios públicos (Ativo, Encerrado, Realizado), com filtros e busca' })
  list(@Query() query: ListGiveawaysQueryDto) {
    return this.lists.public(query);
  }

  @Get(':id')
  @UseGuards(OptionalJwtAuthGuard)
  @TokenScope('giveaways:read')
  @ApiOperation({ summary: 'Um sorteio (rascunhos e cancelados só para quem criou e admins)' })
  async get(@Param('id', GiveawayId) id: string, @CurrentUser() user?: AuthUser) {
    const giveaway = await this.reader.get(id, user);
    // An API token reads only its owner's giveaways, published or not.
    if (!tokenReaches(user, giveaway.criadorId)) throw giveawayErrors.notFound();
    return giveaway;
  }

  @Patch(':id')
  @UseGuards(JwtAuthGuard)
  @ApiBearerAuth()
  @ApiHeader({ name: 'If-Match', required: false, description: 'Revisão esperada; desatualizada → 412' })
  @ApiOperation({ summary: 'Edita um sorteio (o formulário não muda depois da primeira inscrição)' })
  @ApiErrors('NOT_GIVEAWAY_OWNER', 'GIVEAWAY_NOT_EDITABLE', 'FORM_LOCKED', 'DRAW_DATE_IN_PAST', 'LOTTERY_DATE_TOO_EARLY', 'PLAN_LIMIT_REACHED', 'CONCURRENCY_CONFLICT')
  update(
    @Param('id', GiveawayId) id: string,
    @Body() dto: UpdateGiveawayDto,
    @CurrentUser() user: AuthUser,
    @RequestMeta() meta: CommandMetadata,
    @IfMatch() ifMatch?: number,
  ) {
    return this.change(id, { type: 'UpdateGiveaway', changes: dto, actorId: user.id, isAdmin: user.isAdmin }, user, meta, ifMatch);
  }

  @Post(':id/publish')
  @HttpCode(200)
  @UseGuards(JwtAuthGuard)
  @ApiBearerAuth()
  @ApiErrors('NOT_GIVEAWAY_OWNER', 'INVALID_STATUS_TRANSITION', 'DRAW_DATE_IN_PAST', 'LOTTERY_DATE_TOO_EARLY', 'PLAN_LIMIT_REACHED', 'CONCURRENCY_CONFLICT')
  publish(@Param('id', GiveawayId) id: string, @CurrentUser() user: AuthUser, @RequestMeta() meta: CommandMetadata) {
    return this.change(id, { type: 'PublishGiveaway', actorId: user.id, isAdmin: user.isAdmin }, user, meta);
  }

  @Post(':id/close')
  @HttpCode(200)
  @UseGuards(JwtAuthGuard)
  @ApiBearerAuth()
  @ApiErrors('NOT_GIVEAWAY_OWNER', 'INVALID_STATUS_TRANSITION', 'CONCURRENCY_CONFLICT')
  close(@Param('id', GiveawayId) id: string, @CurrentUser() user: AuthUser, @RequestMeta() meta: CommandMetadata) {
    return this.change(id, { type: 'CloseGiveaway', actorId: user.id, isAdmin: user.isAdmin }, user, meta);
  }

  @Post(':id/cancel')
  @HttpCode(200)
  @UseGuards(JwtAuthGuard)
  @ApiBearerAuth()
  @ApiErrors('NOT_GIVEAWAY_OWNER', 'INVALID_STATUS_TRANSITION', 'CONCURRENCY_CONFLICT')
  cancel(@Param('id', GiveawayId) id: string, @Body() dto: ReasonDto, @CurrentUser() user: AuthUser, @RequestMeta() meta: CommandMetadata) {
    return this.change(id, { type: 'CancelGiveaway', motivo: dto.motivo ?? null, actorId: user.id, isAdmin: user.isAdmin }, user, meta);
  }

  @Delete(':id')
  @HttpCode(204)
  @UseGuards(JwtAuthGuard)
  @ApiBearerAuth()
  @ApiOperation({ summary: 'Exclui o sorteio (criador ou admin); as inscrições saem de todas as listas' })
  @ApiErrors('NOT_GIVEAWAY_OWNER', 'FORBIDDEN', 'CONCURRENCY_CONFLICT')
  async remove(@Param('id', GiveawayId) id: string, @Body() dto: ReasonDto, @CurrentUser() user: AuthUser, @RequestMeta() meta: CommandMetadata) {
    const command: Change = { type: 'DeleteGiveaway', motivo: dto?.motivo ?? null, actorId: user.id, isAdmin: user.isAdmin };
    await this.commands.execute(new ChangeGiveawayCommand(id, command, meta));
  }

  private async change(id: string, command: Change, user: AuthUser, meta: CommandMetadata, ifMatch?: number) {
    await this.commands.execute(new ChangeGiveawayCommand(id, command, meta, ifMatch));
    return this.reader.get(id, user);
  }
}

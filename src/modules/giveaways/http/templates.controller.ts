import { Body, Controller, Delete, Get, HttpCode, Inject, Param, Post, Query, UseGuards } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { ApiBearerAuth, ApiOperation, ApiTags } from '@nestjs/swagger';
import { CurrentUser } from '../../../platform/auth/current-user.decorator';
import { JwtAuthGuard } from '../../../platform/auth/jwt-auth.guard';
import type { AuthUser } from '../../../platform/auth/jwt.strategy';
import type { CommandMetadata } from '../../../platform/ddd/stream-executor';
import { RequestMeta } from '../../../platform/http/request-metadata';
import { UuidParam } from '../../../platform/http/uuid-param';
import { paginate } from '../../../platform/read-store/paginate';
import { READ_STORE, ReadStore } from '../../../platform/read-store/read-store.port';
import { DeleteTemplateCommand, SaveTemplateCommand } from '../application/templates/template.commands';
import { giveawayErrors } from '../domain/giveaway.errors';
import { TEMPLATES, TemplateView } from '../projections/templates.projection';
import { PageQueryDto } from '../../../platform/http/page-query.dto';
import { SaveTemplateDto } from './dto/template.dto';

const withoutKey = ({ _id, ...template }: TemplateView) => template;

@ApiTags('templates')
@ApiBearerAuth()
@UseGuards(JwtAuthGuard)
@Controller('templates')
export class TemplatesController {
  constructor(
    private readonly commands: CommandBus,
    @Inject(READ_STORE) private readonly store: ReadStore,
  ) {}

  @Post()
  @ApiOperation({ summary: 'Salva um formulário como modelo' })
  async save(@Body() dto: SaveTemplateDto, @CurrentUser() user: AuthUser, @RequestMeta() meta: CommandMetadata) {
    return this.commands.execute(new SaveTemplateCommand(dto.nome, dto.camposFormulario, { ...meta, userId: user.id }));
  }

  @Get()
  @ApiOperation({ summary: 'Meus modelos de formulário, mais novos primeiro' })
  async list(@CurrentUser() user: AuthUser, @Query() query: PageQueryDto) {
    const page = await paginate(this.store.collection<TemplateView>(TEMPLATES), { criadorId: user.id }, { field: 'createdAt', direction: -1 }, query);
    return { items: page.items.map(withoutKey), nextCursor: page.nextCursor };
  }

  @Delete(':id')
  @HttpCode(204)
  async remove(@Param('id', new UuidParam(giveawayErrors.templateNotFound)) id: string, @CurrentUser() user: AuthUser, @RequestMeta() meta: CommandMetadata) {
    await this.commands.execute(new DeleteTemplateCommand(id, { ...meta, userId: user.id }));
  }
}

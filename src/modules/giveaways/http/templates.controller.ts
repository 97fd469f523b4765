import { Body, Controller, Delete, Get, HttpCode, Param, Post, Query, UseGuards } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { ApiBearerAuth, ApiOperation, ApiTags } from '@nestjs/swagger';
import { CurrentUser } from '../../../platform/auth/current-user.decorator';
import { JwtAuthGuard } from '../../../platform/auth/jwt-auth.guard';
import type { AuthUser } from '../../../platform/auth/jwt.strategy';
import type { CommandMetadata } from '../../../platform/ddd/stream-executor';
import { RequestMeta } from '../../../platform/http/request-metadata';
import { UuidParam } from '../../../platform/http/uuid-param';
import { PageQueryDto } from '../../../platform/http/page-query.dto';
import { TemplateReader } from '../application/templates/template-reader';
import { DeleteTemplateCommand, SaveTemplateCommand } from '../application/templates/template.commands';
import { giveawayErrors } from '../domain/giveaway.errors';
import { SaveTemplateDto } from './dto/template.dto';
import { ApiErrors } from '../../../platform/http/openapi/api-errors';

@ApiTags('templates')
@ApiBearerAuth()
@UseGuards(JwtAuthGuard)
@Controller('templates')
export class TemplatesController {
  constructor(
    private readonly commands: CommandBus,
    private readonly templates: TemplateReader,
  ) {}

  @Post()
  @ApiOperation({ summary: 'Salva um formulário como modelo' })
  @ApiErrors('PLAN_LIMIT_REACHED')
  async save(@Body() dto: SaveTemplateDto, @CurrentUser() user: AuthUser, @RequestMeta() meta: CommandMetadata) {
    return this.commands.execute(new SaveTemplateCommand(dto.nome, dto.camposFormulario, { ...meta, userId: user.id }));
  }

  @Get()
  @ApiOperation({ summary: 'Meus modelos de formulário, mais novos primeiro' })
  list(@CurrentUser() user: AuthUser, @Query() query: PageQueryDto) {
    return this.templates.mine(user.id, query);
  }

  @Delete(':id')
  @HttpCode(204)
  @ApiErrors('FORBIDDEN', 'NOT_GIVEAWAY_OWNER')
  async remove(@Param('id', new UuidParam(giveawayErrors.templateNotFound)) id: string, @CurrentUser() user: AuthUser, @RequestMeta() meta: CommandMetadata) {
    await this.commands.execute(new DeleteTemplateCommand(id, { ...meta, userId: user.id }));
  }
}

import { Body, Controller, Delete, Get, HttpCode, Post, Put, Query, UseGuards } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { ApiBearerAuth, ApiHeader, ApiOperation, ApiParam, ApiTags } from '@nestjs/swagger';
import { AdminGuard } from '../../../platform/auth/admin.guard';
import type { CommandMetadata } from '../../../platform/ddd/stream-executor';
import { IfMatch } from '../../../platform/http/if-match';
import { RequestMeta } from '../../../platform/http/request-metadata';
import { CreatePageCommand, DeletePageCommand, UpdatePageCommand } from '../application/page.commands';
import { PageReader } from '../application/page-reader';
import { PageQueryDto } from '../../../platform/http/page-query.dto';
import { CreatePageDto, UpdatePageDto } from './dto/page.dto';
import { SlugParam } from './slug-param';
import { ApiErrors } from '../../../platform/http/openapi/api-errors';

@ApiTags('admin: pages')
@ApiBearerAuth()
@UseGuards(AdminGuard)
@Controller('admin/pages')
export class AdminPagesController {
  constructor(
    private readonly commands: CommandBus,
    private readonly reader: PageReader,
  ) {}

  @Get()
  @ApiOperation({ summary: 'Todas as páginas, por endereço (sem o conteúdo)' })
  list(@Query() query: PageQueryDto) {
    return this.reader.list(query);
  }

  @Post()
  @ApiOperation({ summary: 'Cria uma página; 409 SLUG_TAKEN se o endereço já tem página' })
  @ApiErrors('SLUG_TAKEN')
  create(@Body() dto: CreatePageDto, @RequestMeta() meta: CommandMetadata) {
    return this.commands.execute(new CreatePageCommand(dto.slug, dto.titulo, dto.conteudo, meta));
  }

  @Put('*slug')
  @ApiOperation({ summary: 'Edita título e/ou conteúdo (o endereço não muda)' })
  @ApiParam({ name: 'slug', example: 'ajuda/como-participar' })
  @ApiHeader({ name: 'If-Match', required: false, description: 'A revisão lida; 412 se a página mudou desde então.' })
  @ApiErrors('PAGE_NOT_FOUND', 'VALIDATION_FAILED')
  update(@SlugParam() slug: string, @Body() dto: UpdatePageDto, @RequestMeta() meta: CommandMetadata, @IfMatch() ifMatch?: number) {
    return this.commands.execute(new UpdatePageCommand(slug, { titulo: dto.titulo, conteudo: dto.conteudo }, meta, ifMatch));
  }

  @Delete('*slug')
  @HttpCode(204)
  @ApiOperation({ summary: 'Exclui uma página' })
  @ApiParam({ name: 'slug', example: 'ajuda/como-participar' })
  @ApiErrors('PAGE_NOT_FOUND')
  async remove(@SlugParam() slug: string, @RequestMeta() meta: CommandMetadata) {
    await this.commands.execute(new DeletePageCommand(slug, meta));
  }
}

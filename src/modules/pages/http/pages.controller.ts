import { Controller, Get } from '@nestjs/common';
import { ApiOperation, ApiParam, ApiTags } from '@nestjs/swagger';
import { PageReader } from '../application/page-reader';
import { SlugParam } from './slug-param';

@ApiTags('pages')
@Controller('pages')
export class PagesController {
  constructor(private readonly reader: PageReader) {}

  @Get('*slug')
  @ApiOperation({ summary: 'Uma página de conteúdo (o endereço pode ter várias partes: ajuda/como-participar)' })
  @ApiParam({ name: 'slug', example: 'ajuda/como-participar' })
  get(@SlugParam() slug: string) {
    return this.reader.get(slug);
  }
}

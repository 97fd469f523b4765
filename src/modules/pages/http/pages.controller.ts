import { Controller, Get } from '@nestjs/common';
import { ApiOperation, ApiParam, ApiTags } from '@nestjs/swagger';
import { PageReader } from '../application/page-reader';
import { SlugParam } from './slug-param';
import { ApiErrors } from '../../../platform/http/openapi/api-errors';

@ApiTags('pages')
@Controller('pages')
export class PagesController {
  constructor(private readonly reader: PageReader) {}

  @Get('*slug')
  @ApiOperation({ summary: 'Uma página de conteúdo (o endereço pode ter várias partes: ajuda/como-participar)' })
  @ApiParam({ name: 'slug', example: 'ajuda/como-participar' })
  @ApiErrors('PAGE_NOT_FOUND')
  get(@SlugParam() slug: string) {
    return this.reader.get(slug);
  }
}

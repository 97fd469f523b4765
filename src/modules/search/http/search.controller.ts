import { Controller, Get, Query } from '@nestjs/common';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import { SearchReader, SearchResult } from '../application/search/search-reader';
import { DEFAULT_SEARCH_LIMIT, SearchQueryDto } from './dto/search-query.dto';

@ApiTags('search')
@Controller('search')
export class SearchController {
  constructor(private readonly reader: SearchReader) {}

  @Get()
  @ApiOperation({
    summary: 'Busca sorteios públicos (título, prêmios, descrição) e pessoas (usuário, nome), sem diferenciar maiúsculas nem acentos',
  })
  search(@Query() query: SearchQueryDto): Promise<SearchResult> {
    return this.reader.search(query.q ?? '', query.tipo ?? 'todos', query.limit ?? DEFAULT_SEARCH_LIMIT);
  }
}

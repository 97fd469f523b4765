import { Controller, Get, Header, Param, Query } from '@nestjs/common';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import { ApiErrors } from '../../../platform/http/openapi/api-errors';
import { UuidParam } from '../../../platform/http/uuid-param';
import { EntryLogReader } from '../application/entry-log/entry-log-reader';
import { entryLogErrors } from '../domain/entry-log.errors';
import { LogConsistencyQueryDto } from './dto/log-consistency-query.dto';

const GiveawayId = new UuidParam(entryLogErrors.notFound);

/** A giveaway's entry log (algorithm version 2, docs/verifiable-draws.md "Versão 2"): public, like the history. */
@ApiTags('draws')
@Controller('giveaways/:id/log')
export class EntryLogController {
  constructor(private readonly log: EntryLogReader) {}

  @Get('head')
  // A fresh signature and time on every call; the tree grows with every entry.
  @Header('Cache-Control', 'no-store')
  @ApiOperation({
    summary:
      'A cabeça assinada mais recente do registro de inscrições (treeSize, root, time, signature Ed25519, keyId), o compromisso do sal e os índices excluídos; final: true depois do encerramento',
  })
  @ApiErrors('ENTRY_LOG_NOT_FOUND')
  head(@Param('id', GiveawayId) id: string) {
    return this.log.head(id);
  }

  @Get('consistency')
  @ApiOperation({ summary: 'A prova de consistência RFC 9162 entre dois tamanhos do registro (de ≤ para): a árvore maior estende a menor' })
  @ApiErrors('ENTRY_LOG_NOT_FOUND', 'LOG_SIZES_INVALID')
  consistency(@Param('id', GiveawayId) id: string, @Query() query: LogConsistencyQueryDto) {
    return this.log.consistency(id, query.de, query.para);
  }
}

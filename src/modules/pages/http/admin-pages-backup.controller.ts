import { Body, Controller, Get, HttpCode, Post, Res, UploadedFile, UseGuards, UseInterceptors } from '@nestjs/common';
import { ApiBearerAuth, ApiBody, ApiConsumes, ApiOperation, ApiProduces, ApiTags } from '@nestjs/swagger';
import type { Response } from 'express';
import { AdminGuard } from '../../../platform/auth/admin.guard';
import { backupErrors } from '../../../platform/backup-files/backup-file.errors';
import { BackupFileInterceptor } from '../../../platform/backup-files/backup-file.interceptor';
import { DomainError } from '../../../platform/ddd/domain-error';
import type { CommandMetadata } from '../../../platform/ddd/stream-executor';
import { ApiErrors } from '../../../platform/http/openapi/api-errors';
import { RequestMeta } from '../../../platform/http/request-metadata';
import { PagesBackup } from '../application/pages-backup';
import { ImportPagesDto } from './dto/import-pages.dto';

const FILE_SCHEMA = { type: 'string', format: 'binary', minLength: 1, description: 'O arquivo de GET /api/admin/pages-backup/export' } as const;

/** `{ "<slug>": <revision> }`, every value a whole number. */
function replacements(raw: string | undefined): Record<string, number> {
  if (raw === undefined) return {};
  const parsed: unknown = JSON.parse(raw);
  const valid = parsed !== null && typeof parsed === 'object' && !Array.isArray(parsed) && Object.values(parsed).every((v) => Number.isInteger(v) && (v as number) >= 0);
  if (!valid) throw new DomainError('VALIDATION_FAILED', 'Verifique os campos informados.', { fields: { substituir: ['Use { "endereço": revisão }.'] } });
  return parsed as Record<string, number>;
}

@ApiTags('admin: pages')
@ApiBearerAuth()
@UseGuards(AdminGuard)
@Controller('admin/pages-backup')
export class AdminPagesBackupController {
  constructor(private readonly backup: PagesBackup) {}

  @Get('export')
  @ApiProduces('application/json')
  @ApiOperation({ summary: 'Todas as páginas num arquivo JSON (manifesto e somas SHA-256), para baixar' })
  async export(@Res({ passthrough: true }) res: Response) {
    const file = await this.backup.export();
    res.setHeader('Content-Disposition', `attachment; filename="paginas-${file.manifesto.geradoEm.slice(0, 10)}.json"`);
    res.setHeader('Cache-Control', 'no-store');
    return file;
  }

  @Post('preview')
  @HttpCode(200)
  @UseInterceptors(BackupFileInterceptor)
  @ApiConsumes('multipart/form-data')
  @ApiBody({ schema: { type: 'object', required: ['file'], additionalProperties: false, properties: { file: FILE_SCHEMA } } })
  @ApiOperation({ summary: 'O que o arquivo muda: páginas novas, conflitos (mesmo endereço, outro texto: as duas versões) e iguais. Não grava nada.' })
  @ApiErrors('NO_FILE', 'VALIDATION_FAILED', 'FILE_TOO_LARGE', 'UNSUPPORTED_FILE_TYPE', 'BACKUP_INVALID', 'BACKUP_VERSION_UNSUPPORTED', 'BACKUP_CHECKSUM_MISMATCH')
  preview(@UploadedFile() file: { buffer: Buffer } | undefined) {
    if (!file || file.buffer.length === 0) throw backupErrors.noFile();
    return this.backup.preview(file.buffer);
  }

  @Post('import')
  @HttpCode(200)
  @UseInterceptors(BackupFileInterceptor)
  @ApiConsumes('multipart/form-data')
  @ApiBody({
    schema: {
      type: 'object',
      required: ['file'],
      additionalProperties: false,
      properties: { file: FILE_SCHEMA, substituir: { type: 'string', description: 'JSON { "<slug>": <revisão> } dos conflitos a substituir' } },
    },
  })
  @ApiOperation({ summary: 'Importa o arquivo: cria as páginas novas e substitui os conflitos escolhidos, como eventos de página (PageCreated, PageUpdated)' })
  @ApiErrors('NO_FILE', 'FILE_TOO_LARGE', 'UNSUPPORTED_FILE_TYPE', 'BACKUP_INVALID', 'BACKUP_VERSION_UNSUPPORTED', 'BACKUP_CHECKSUM_MISMATCH', 'PRECONDITION_FAILED', 'SLUG_TAKEN')
  apply(@UploadedFile() file: { buffer: Buffer } | undefined, @Body() dto: ImportPagesDto, @RequestMeta() meta: CommandMetadata) {
    if (!file || file.buffer.length === 0) throw backupErrors.noFile();
    return this.backup.apply(file.buffer, replacements(dto.substituir), meta);
  }
}

import { Controller, Get, HttpCode, Post, Res, UploadedFile, UseGuards, UseInterceptors } from '@nestjs/common';
import { ApiBearerAuth, ApiBody, ApiConsumes, ApiOperation, ApiProduces, ApiTags } from '@nestjs/swagger';
import type { Response } from 'express';
import { CurrentUser } from '../../../platform/auth/current-user.decorator';
import { JwtAuthGuard } from '../../../platform/auth/jwt-auth.guard';
import type { AuthUser } from '../../../platform/auth/jwt.strategy';
import type { CommandMetadata } from '../../../platform/ddd/stream-executor';
import { ApiErrors } from '../../../platform/http/openapi/api-errors';
import { RequestMeta } from '../../../platform/http/request-metadata';
import { GiveawayBackups } from '../application/giveaway-backups';
import { RestoreGiveaways } from '../application/restore-giveaways';
import { backupErrors } from '../../../platform/backup-files/backup-file.errors';
import { BackupFileInterceptor } from '../../../platform/backup-files/backup-file.interceptor';

@ApiTags('backups')
@ApiBearerAuth()
@UseGuards(JwtAuthGuard)
@Controller('me/giveaways')
export class BackupsController {
  constructor(
    private readonly backups: GiveawayBackups,
    private readonly restorer: RestoreGiveaways,
  ) {}

  @Get('backup')
  @ApiProduces('application/json')
  @ApiOperation({ summary: 'Backup dos meus sorteios (JSON: manifesto, eventos, inscrições, recibos e somas SHA-256), como um arquivo para baixar' })
  async backup(@CurrentUser() user: AuthUser, @Res({ passthrough: true }) res: Response) {
    const file = await this.backups.of(user.id);
    const day = file.manifesto.geradoEm.slice(0, 10);
    res.setHeader('Content-Disposition', `attachment; filename="sorteios-backup-${day}.json"`);
    res.setHeader('Cache-Control', 'no-store');
    return file;
  }

  @Post('restore')
  @HttpCode(201)
  @UseInterceptors(BackupFileInterceptor)
  @ApiConsumes('multipart/form-data')
  @ApiBody({
    schema: {
      type: 'object',
      required: ['file'],
      additionalProperties: false,
      properties: { file: { type: 'string', format: 'binary', minLength: 1, description: 'O arquivo baixado de GET /api/me/giveaways/backup' } },
    },
  })
  @ApiOperation({ summary: 'Restaura um backup como novos rascunhos (novos ids; os originais não mudam). Tudo ou nada.' })
  @ApiErrors('NO_FILE', 'VALIDATION_FAILED', 'FILE_TOO_LARGE', 'UNSUPPORTED_FILE_TYPE', 'BACKUP_INVALID', 'BACKUP_VERSION_UNSUPPORTED', 'BACKUP_CHECKSUM_MISMATCH', 'BACKUP_NOT_OWNER', 'PLAN_LIMIT_REACHED')
  restore(@CurrentUser() user: AuthUser, @UploadedFile() file: { buffer: Buffer } | undefined, @RequestMeta() meta: CommandMetadata) {
    if (!file || file.buffer.length === 0) throw backupErrors.noFile();
    return this.restorer.restore(file.buffer, user.id, meta);
  }
}

import { CallHandler, ExecutionContext, Injectable, NestInterceptor } from '@nestjs/common';
import type { RequestHandler } from 'express';
import multer from 'multer';
import type { Observable } from 'rxjs';
import { DomainError } from '../ddd/domain-error';
import { backupErrors } from './backup-file.errors';

/**
 * A backup with its entries passes the JSON body limit (100 KB) at once, so it is sent as a
 * file: multipart, field `file`, read into memory up to this size.
 */
export const BACKUP_MAX_MB = 25;

@Injectable()
export class BackupFileInterceptor implements NestInterceptor {
  private readonly readFile: RequestHandler = multer({
    storage: multer.memoryStorage(),
    limits: { fileSize: BACKUP_MAX_MB * 1024 * 1024, files: 1, fields: 2, fieldSize: 64 * 1024, parts: 3 },
  }).single('file');

  async intercept(context: ExecutionContext, next: CallHandler): Promise<Observable<unknown>> {
    const http = context.switchToHttp();
    await new Promise<void>((resolve, reject) => this.readFile(http.getRequest(), http.getResponse(), (err?: unknown) => (err ? reject(this.toError(err)) : resolve())));
    return next.handle();
  }

  private toError(err: unknown): Error {
    if (!(err instanceof multer.MulterError)) return backupErrors.invalid('envio incompleto.');
    if (err.code === 'LIMIT_FILE_SIZE') return backupErrors.tooLarge(BACKUP_MAX_MB);
    const field = err.field ?? 'file';
    return new DomainError('VALIDATION_FAILED', 'Verifique os campos informados.', {
      fields: { [field]: [field === 'file' ? 'Envie um único arquivo no campo file.' : 'Campo não permitido.'] },
    });
  }
}

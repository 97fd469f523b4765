import { BadRequestException, CallHandler, ExecutionContext, Inject, Injectable, NestInterceptor } from '@nestjs/common';
import type { RequestHandler } from 'express';
import multer from 'multer';
import type { Observable } from 'rxjs';
import { APP_CONFIG, AppConfig } from '../../../config/app-config';
import { DomainError } from '../../../platform/ddd/domain-error';
import { uploadErrors } from '../domain/upload.errors';

/**
 * Reads the multipart body into memory with multer, at most UPLOAD_MAX_MB. Nest's own
 * FileInterceptor fixes its limits at decoration time and answers an English 413; this one
 * takes the configured limit and answers the contract's FILE_TOO_LARGE message.
 */
@Injectable()
export class UploadFileInterceptor implements NestInterceptor {
  private readonly readFile: RequestHandler;

  constructor(@Inject(APP_CONFIG) private readonly config: AppConfig) {
    this.readFile = multer({
      storage: multer.memoryStorage(),
      limits: { fileSize: config.uploadMaxMb * 1024 * 1024, files: 1, fields: 5, fieldSize: 1024, parts: 6 },
    }).single('file');
  }

  async intercept(context: ExecutionContext, next: CallHandler): Promise<Observable<unknown>> {
    const http = context.switchToHttp();
    await new Promise<void>((resolve, reject) =>
      this.readFile(http.getRequest(), http.getResponse(), (err?: unknown) => (err ? reject(this.toError(err)) : resolve())),
    );
    return next.handle();
  }

  private toError(err: unknown): Error {
    if (!(err instanceof multer.MulterError)) return new BadRequestException();
    if (err.code === 'LIMIT_FILE_SIZE') return uploadErrors.tooLarge(this.config.uploadMaxMb);
    const field = err.field ?? 'file';
    return new DomainError('VALIDATION_FAILED', 'Verifique os campos informados.', {
      fields: { [field]: [field === 'file' ? 'Envie um único arquivo no campo file.' : 'Campo não permitido.'] },
    });
  }
}

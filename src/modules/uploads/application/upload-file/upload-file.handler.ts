import { Inject, Logger } from '@nestjs/common';
import { CommandHandler, ICommandHandler } from '@nestjs/cqrs';
import { randomUUID } from 'node:crypto';
import { StreamExecutor } from '../../../../platform/ddd/stream-executor';
import { ProjectionsService } from '../../../../platform/projections/projections.service';
import { FILE_STORAGE, FileStorage } from '../../../../platform/storage/file-storage.port';
import { uploadDecider } from '../../domain/upload.decider';
import { uploadErrors } from '../../domain/upload.errors';
import { uploadStream } from '../../domain/upload.events';
import { publicPath, uploadIdFor } from '../upload-paths';
import { detectAcceptedType } from './detect-file-type';
import { UploadFileCommand } from './upload-file.command';

/**
 * The name is claimed in the event store before the bytes are written: of two uploads
 * racing for one custom name, the loser is refused before it can overwrite the winner's file.
 */
@CommandHandler(UploadFileCommand)
export class UploadFileHandler implements ICommandHandler<UploadFileCommand> {
  private readonly logger = new Logger('Uploads');

  constructor(
    private readonly executor: StreamExecutor,
    @Inject(FILE_STORAGE) private readonly storage: FileStorage,
    private readonly projections: ProjectionsService,
  ) {}

  async execute({ content, subfolder, customName, meta }: UploadFileCommand): Promise<{ url: string }> {
    const type = await detectAcceptedType(content);
    if (!type) throw uploadErrors.unsupportedType();
    const name = customName ?? randomUUID();
    const uploadId = uploadIdFor(subfolder, name);
    const key = `${subfolder}/${name}.${type.ext}`;
    const path = publicPath(key);
    const stream = uploadStream(uploadId);
    const recorded = await this.executor.execute(
      stream,
      uploadDecider,
      { type: 'RecordUpload', uploadId, path, key, ownerId: meta.userId, contentType: type.contentType, size: content.length, kind: type.kind },
      meta,
    );
    try {
      await this.storage.put(key, content, type.contentType);
    } catch (err) {
      // The bytes never arrived: record the upload as gone so nobody is shown a dead link.
      this.logger.error({ err, key }, 'Falha ao gravar o arquivo enviado');
      await this.executor
        .execute(stream, uploadDecider, { type: 'DeleteUpload', path, userId: meta.userId, isAdmin: true }, meta)
        .catch(() => undefined);
      throw err;
    }
    await this.projections.waitFor(recorded.position);
    return { url: path };
  }
}

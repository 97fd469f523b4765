import { Inject, Logger } from '@nestjs/common';
import { CommandHandler, ICommandHandler } from '@nestjs/cqrs';
import { StreamExecutor } from '../../../../platform/ddd/stream-executor';
import { ProjectionsService } from '../../../../platform/projections/projections.service';
import { FILE_STORAGE, FileStorage } from '../../../../platform/storage/file-storage.port';
import { checkDelete, UploadCommand, uploadDecider } from '../../domain/upload.decider';
import { uploadErrors } from '../../domain/upload.errors';
import { uploadStream, VARIANT_WIDTHS, variantKey } from '../../domain/upload.events';
import { parseFilePath } from '../upload-paths';
import { DeleteFileCommand } from './delete-file.command';

/**
 * The bytes go first and the event after: if removing them fails nothing is recorded and
 * the person can try again; if recording fails after, the retry finds the bytes already gone
 * (storage.delete answers false) and records the deletion then.
 */
@CommandHandler(DeleteFileCommand)
export class DeleteFileHandler implements ICommandHandler<DeleteFileCommand> {
  private readonly logger = new Logger('Uploads');

  constructor(
    private readonly executor: StreamExecutor,
    @Inject(FILE_STORAGE) private readonly storage: FileStorage,
    private readonly projections: ProjectionsService,
  ) {}

  async execute({ filePath, isAdmin, meta }: DeleteFileCommand): Promise<void> {
    const target = parseFilePath(filePath);
    if (!target) throw uploadErrors.notFound();
    const stream = uploadStream(target.uploadId);
    const command: UploadCommand = { type: 'DeleteUpload', path: target.path, userId: meta.userId, isAdmin };
    const { state } = await this.executor.load(stream, uploadDecider);
    checkDelete(command, state);
    const key = state.key!;
    try {
      await this.storage.delete(key);
      for (const width of Object.values(VARIANT_WIDTHS)) await this.storage.delete(variantKey(key, width));
    } catch (err) {
      this.logger.error({ err, key }, 'Falha ao remover o arquivo');
      throw uploadErrors.deleteFailed();
    }
    const result = await this.executor.execute(stream, uploadDecider, command, meta);
    await this.projections.waitFor(result.position);
  }
}

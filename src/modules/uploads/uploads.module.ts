import { Inject, Logger, Module, OnModuleInit } from '@nestjs/common';
import { CqrsModule } from '@nestjs/cqrs';
import { JOB_QUEUE, JobQueue } from '../../platform/jobs/job-queue.port';
import { ProjectionsService } from '../../platform/projections/projections.service';
import { DeleteFileHandler } from './application/delete-file/delete-file.handler';
import { IMAGE_VARIANTS_JOB, ImageVariantsJob, ImageVariantsPayload } from './application/image-variants/image-variants.job';
import { UploadFileHandler } from './application/upload-file/upload-file.handler';
import { UploadFileInterceptor } from './http/upload-file.interceptor';
import { UploadsController } from './http/uploads.controller';
import { uploadsProjection } from './projections/uploads.projection';
import { imageVariantsReactor, sharpDecodesHeic } from './reactors/image-variants.reactor';

@Module({
  imports: [CqrsModule],
  controllers: [UploadsController],
  providers: [UploadFileHandler, DeleteFileHandler, ImageVariantsJob, UploadFileInterceptor],
})
export class UploadsModule implements OnModuleInit {
  constructor(
    private readonly projections: ProjectionsService,
    @Inject(JOB_QUEUE) private readonly jobs: JobQueue,
    private readonly variants: ImageVariantsJob,
  ) {}

  onModuleInit(): void {
    const decodesHeic = sharpDecodesHeic();
    if (!decodesHeic) {
      new Logger('Uploads').log('Este sharp não decodifica HEIC: fotos HEIC são guardadas como enviadas, sem cópias redimensionadas');
    }
    this.projections.register(uploadsProjection, imageVariantsReactor(this.jobs, decodesHeic));
    // One at a time: resizing is CPU-bound and the API shares the machine.
    this.jobs.register<ImageVariantsPayload>(IMAGE_VARIANTS_JOB, (payload, context) => this.variants.run(payload, context), { concurrency: 1 });
  }
}

import { Inject, Injectable, Logger } from '@nestjs/common';
import sharp from 'sharp';
import { StreamExecutor } from '../../../../platform/ddd/stream-executor';
import type { JobContext } from '../../../../platform/jobs/job-queue.port';
import { FILE_STORAGE, FileStorage } from '../../../../platform/storage/file-storage.port';
import { uploadDecider } from '../../domain/upload.decider';
import { ImageVariants, uploadStream, VARIANT_WIDTHS, variantKey } from '../../domain/upload.events';
import { publicPath } from '../upload-paths';

export const IMAGE_VARIANTS_JOB = 'uploads.image-variants';

export interface ImageVariantsPayload {
  uploadId: string;
  key: string;
  /** The FileUploaded event that asked for the job (causation of ImageVariantsCreated). */
  eventId: string;
}

/** Refuses decompression bombs: a small file that would decode to gigabytes of pixels. */
const MAX_INPUT_PIXELS = 60_000_000;
const ORIGINAL_WAIT_TRIES = 40;
const ORIGINAL_WAIT_STEP_MS = 50;

/**
 * Re-encodes an uploaded image as WebP at the widths the pages use (never enlarged); the
 * original stays as it was sent. Re-encoding also drops whatever else the file carried.
 */
@Injectable()
export class ImageVariantsJob {
  private readonly logger = new Logger('Uploads');

  constructor(
    private readonly executor: StreamExecutor,
    @Inject(FILE_STORAGE) private readonly storage: FileStorage,
  ) {}

  async run({ uploadId, key, eventId }: ImageVariantsPayload, context: JobContext): Promise<void> {
    const stream = uploadStream(uploadId);
    const { state } = await this.executor.load(stream, uploadDecider);
    if (state.status !== 'active' || state.key !== key || state.variants) return;
    const original = await this.waitForOriginal(key);
    if (!original) throw new Error(`Arquivo original ainda não gravado: ${key}`);

    const encoded = await this.encode(original, key);
    if (!encoded) return;
    const variants = {} as ImageVariants;
    for (const [name, width] of Object.entries(VARIANT_WIDTHS) as [keyof ImageVariants, number][]) {
      await this.storage.put(variantKey(key, width), encoded[name], 'image/webp');
      variants[name] = publicPath(variantKey(key, width));
    }
    const result = await this.executor.execute(
      stream,
      uploadDecider,
      { type: 'RecordVariants', key, variants },
      { userId: null, correlationId: context.jobId, causationId: eventId },
    );
    // Deleted while we resized: take back the copies we just wrote.
    if (result.state.status === 'deleted') {
      for (const width of Object.values(VARIANT_WIDTHS)) await this.storage.delete(variantKey(key, width));
    }
  }

  /**
   * The upload claims its name in the event store before writing the bytes (so a losing
   * racer never overwrites them), so this job may start a few milliseconds too early. It
   * waits briefly; after that the queue's retry takes over.
   */
  private async waitForOriginal(key: string): Promise<Buffer | null> {
    for (let tries = 0; tries < ORIGINAL_WAIT_TRIES; tries++) {
      const original = await this.storage.get(key);
      if (original) return original;
      await new Promise((resolve) => setTimeout(resolve, ORIGINAL_WAIT_STEP_MS));
    }
    return null;
  }

  /** null when the image cannot be decoded: trying again would not change that. */
  private async encode(original: Buffer, key: string): Promise<Record<keyof ImageVariants, Buffer> | null> {
    try {
      const resize = (width: number) =>
        sharp(original, { limitInputPixels: MAX_INPUT_PIXELS })
          .rotate() // applies the EXIF orientation before it is dropped
          .resize({ width, withoutEnlargement: true })
          .webp({ quality: 82 })
          .toBuffer();
      return { capa: await resize(VARIANT_WIDTHS.capa), miniatura: await resize(VARIANT_WIDTHS.miniatura) };
    } catch (err) {
      this.logger.warn({ err, key }, 'Imagem não decodificável; variantes não geradas');
      return null;
    }
  }
}

import sharp from 'sharp';
import type { RecordedEvent } from '../../../platform/event-store/event-store.port';
import type { JobQueue } from '../../../platform/jobs/job-queue.port';
import type { Reactor } from '../../../platform/projections/projection';
import { IMAGE_VARIANTS_JOB, ImageVariantsPayload } from '../application/image-variants/image-variants.job';
import type { FileUploaded } from '../domain/upload.events';

/**
 * sharp's prebuilt libvips decodes AVIF but not HEIC (HEVC is patent-encumbered); a libvips
 * built with libde265 lists '.heic' among the heif suffixes. Checked at run time.
 */
export function sharpDecodesHeic(): boolean {
  const heif = sharp.format.heif as { input?: { buffer?: boolean; fileSuffix?: string[] } } | undefined;
  return Boolean(heif?.input?.buffer) && (heif?.input?.fileSuffix ?? []).includes('.heic');
}

/** Images get resized copies by a job keyed by the event id: a replay never resizes twice. */
export function imageVariantsReactor(queue: JobQueue, decodesHeic: boolean): Reactor {
  return {
    name: 'uploads-image-variants',
    async react(event: RecordedEvent) {
      if (event.type !== 'FileUploaded') return;
      const d = event.data as FileUploaded['data'];
      if (d.kind !== 'image' || (d.contentType === 'image/heic' && !decodesHeic)) return;
      await queue.enqueue<ImageVariantsPayload>(IMAGE_VARIANTS_JOB, event.id, { uploadId: d.uploadId, key: d.key, eventId: event.id });
    },
  };
}

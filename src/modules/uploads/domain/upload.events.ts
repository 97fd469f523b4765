import type { DomainEvent } from '../../../platform/ddd/decider';

/**
 * The published event contract of uploads: other modules may import only this file.
 * One stream per file name (`<subfolder>/<name>`, whatever the extension), so the event
 * store's revision check makes a custom name unique even under concurrent uploads.
 */
export const uploadStream = (uploadId: string) => `upload-${uploadId}`;

export type UploadKind = 'image' | 'pdf';

export type FileUploaded = DomainEvent<
  'FileUploaded',
  {
    uploadId: string;
    /** The public address, `/uploads/<key>`. */
    path: string;
    /** The FileStorage key, e.g. `capas/<uuid>.jpg`. */
    key: string;
    ownerId: string;
    contentType: string;
    size: number;
    kind: UploadKind;
  }
>;
export type ImageVariants = { capa: string; miniatura: string };
export type ImageVariantsCreated = DomainEvent<'ImageVariantsCreated', { uploadId: string; path: string; variants: ImageVariants }>;
export type FileDeleted = DomainEvent<'FileDeleted', { uploadId: string; path: string; deletedBy: string }>;

export type UploadEvent = FileUploaded | ImageVariantsCreated | FileDeleted;

/** Widths of the resized copies the pages use (capa on the giveaway page, miniatura in lists). */
export const VARIANT_WIDTHS = { capa: 1200, miniatura: 400 } as const;

/** `capas/abc.jpg` → `capas/abc-1200.webp`: the variants sit next to the original. */
export function variantKey(key: string, width: number): string {
  return `${key.replace(/\.[a-z0-9]+$/, '')}-${width}.webp`;
}

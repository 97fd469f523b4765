import type { UploadKind } from './upload.events';

export interface AcceptedType {
  /** The extension the stored file gets: from the detected content, never from the name. */
  ext: 'jpg' | 'png' | 'webp' | 'heic' | 'pdf';
  contentType: string;
  kind: UploadKind;
}

/** The accepted types by detected MIME type (docs/api-giveaways.md § Uploads). */
const ACCEPTED: Record<string, AcceptedType> = {
  'image/jpeg': { ext: 'jpg', contentType: 'image/jpeg', kind: 'image' },
  'image/png': { ext: 'png', contentType: 'image/png', kind: 'image' },
  'image/webp': { ext: 'webp', contentType: 'image/webp', kind: 'image' },
  // iPhones write HEIC; file-type calls the generic HEIF brand (mif1) image/heif.
  'image/heic': { ext: 'heic', contentType: 'image/heic', kind: 'image' },
  'image/heif': { ext: 'heic', contentType: 'image/heic', kind: 'image' },
  'application/pdf': { ext: 'pdf', contentType: 'application/pdf', kind: 'pdf' },
};

export function acceptedType(detectedMime: string | undefined): AcceptedType | null {
  return (detectedMime && ACCEPTED[detectedMime]) || null;
}

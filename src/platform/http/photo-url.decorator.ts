import { applyDecorators } from '@nestjs/common';
import { Transform } from 'class-transformer';
import { ValidateBy } from 'class-validator';
import { servedExtension } from '../storage/served-upload-path';

const MAX_URL_LENGTH = 2000;
const UPLOADS = '/uploads';

/**
 * An https address in WHATWG form (dot segments resolved, host lower-cased, stray tabs and
 * line breaks dropped), so what is stored is what a browser will fetch. Anything else is
 * left as sent, for isPhotoUrl to refuse.
 */
export function normalisePhotoUrl(value: unknown): unknown {
  if (typeof value !== 'string' || !/^https:/i.test(value)) return value;
  try {
    return new URL(value).href;
  } catch {
    return value;
  }
}

/**
 * An image we serve (`/uploads/<folder>/<name>.<jpg|png|webp|heic>`, the served pattern, so no
 * `..` and no PDF) or an https address without credentials. No http: a profile photo on a
 * page served over https would be mixed content, and a cleartext fetch can be altered.
 */
export function isPhotoUrl(value: unknown): boolean {
  if (typeof value !== 'string' || value.length > MAX_URL_LENGTH) return false;
  if (value.startsWith('/')) {
    if (!value.startsWith(`${UPLOADS}/`)) return false;
    const ext = servedExtension(value.slice(UPLOADS.length));
    return ext !== null && ext !== 'pdf';
  }
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    return false;
  }
  return url.protocol === 'https:' && url.hostname !== '' && !url.username && !url.password && url.href === value;
}

/** A photo address: normalised, then checked by isPhotoUrl. */
export function PhotoUrl(message: string): PropertyDecorator {
  return applyDecorators(
    Transform(({ value }) => normalisePhotoUrl(value)),
    ValidateBy({ name: 'photoUrl', validator: { validate: isPhotoUrl, defaultMessage: () => message } }),
  );
}

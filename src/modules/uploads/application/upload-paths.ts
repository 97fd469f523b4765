import { createHash } from 'node:crypto';

/**
 * Where an upload lives: key `<subfolder>/<name>.<ext>`, public path `/uploads/<key>`.
 * The upload id is derived from `<subfolder>/<name>`, so the same name with another
 * extension is the same stream (its variants `<name>-1200.webp` would collide otherwise).
 */
export const DEFAULT_SUBFOLDER = 'geral';
export const SUBFOLDER_PATTERN = /^[a-z0-9-]{1,40}$/;
/** Names ending in a variant width are kept for the resized copies of another file. */
export const CUSTOM_NAME_PATTERN = /^(?!.*-(?:1200|400)$)[a-z0-9-]{1,80}$/;
const PUBLIC_PATH = /^\/uploads\/([a-z0-9-]{1,40})\/([a-z0-9-]{1,80})\.(jpg|png|webp|heic|pdf)$/;

export const uploadIdFor = (subfolder: string, name: string) =>
  createHash('sha256').update(`${subfolder}/${name}`).digest('hex').slice(0, 32);

export const publicPath = (key: string) => `/uploads/${key}`;

/**
 * The upload id behind a filePath sent by a client (the url we answered, or a full URL to
 * it); null for anything else, so a hostile path never reaches the storage.
 */
export function parseFilePath(filePath: string): { path: string; uploadId: string } | null {
  let path = filePath;
  if (/^https?:\/\//i.test(filePath)) {
    try {
      path = new URL(filePath).pathname;
    } catch {
      return null;
    }
  }
  const match = PUBLIC_PATH.exec(path);
  return match ? { path, uploadId: uploadIdFor(match[1], match[2]) } : null;
}

/** The only files ever served, with the type each is served as (the extension came from the content). */
export const SERVED_TYPES: Record<string, string> = {
  jpg: 'image/jpeg',
  png: 'image/png',
  webp: 'image/webp',
  heic: 'image/heic',
  pdf: 'application/pdf',
};
/** `/<folder>/<name>.<ext>` below /uploads: no dots, slashes or upper case to climb out with. */
const SERVED_PATH = /^\/[a-z0-9-]{1,40}\/[a-z0-9-]{1,100}\.([a-z]{3,4})$/;

/** The extension of a path below /uploads that may be served, or null for any other path. */
export function servedExtension(pathBelowUploads: string): string | null {
  const ext = SERVED_PATH.exec(pathBelowUploads)?.[1];
  return ext && Object.hasOwn(SERVED_TYPES, ext) ? ext : null;
}

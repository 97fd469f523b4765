/**
 * The public surface of uploads: what other modules may use (docs/architecture.md, "Module
 * boundaries"). The published events are in domain/upload.events.ts.
 */

/** An account erasure (personal-data) deletes the person's profile photos, checked like their own delete. */
export { DeleteFileCommand } from './application/delete-file/delete-file.command';
/** Giveaways check a prize image before pointing at it: the file exists, is an image, and whose it is. */
export { UploadReader, type UploadedFile } from './application/read-uploads/upload-reader';

import { fold } from '../../../platform/ddd/decider';
import { DomainError } from '../../../platform/ddd/domain-error';
import { UploadCommand, uploadDecider } from './upload.decider';
import type { FileUploaded, UploadEvent } from './upload.events';

const context = { now: new Date('2025-06-01T12:00:00.000Z'), random: (n: number) => new Uint8Array(n) };
const decideAfter = (history: UploadEvent[], command: UploadCommand) => uploadDecider.decide(command, fold(uploadDecider, history), context);

const uploaded: FileUploaded['data'] = {
  uploadId: 'u1',
  path: '/uploads/capas/foto.jpg',
  key: 'capas/foto.jpg',
  ownerId: 'ana',
  contentType: 'image/jpeg',
  size: 1234,
  kind: 'image',
};
const fileUploaded: UploadEvent = { type: 'FileUploaded', data: uploaded };
const variants = { capa: '/uploads/capas/foto-1200.webp', miniatura: '/uploads/capas/foto-400.webp' };
const deleteBy = (userId: string, isAdmin = false, path = uploaded.path): UploadCommand => ({ type: 'DeleteUpload', path, userId, isAdmin });
const deleted: UploadEvent = { type: 'FileDeleted', data: { uploadId: 'u1', path: uploaded.path, deletedBy: 'ana' } };

function errorCode(run: () => unknown): string {
  try {
    run();
  } catch (err) {
    if (err instanceof DomainError) return err.code;
    throw err;
  }
  throw new Error('esperava um erro, mas decide não lançou nada');
}

describe('uploadDecider', () => {
  it('records an upload under a free name', () => {
    expect(decideAfter([], { type: 'RecordUpload', ...uploaded })).toEqual([fileUploaded]);
  });

  it('refuses a name already used, even after that file was deleted', () => {
    expect(errorCode(() => decideAfter([fileUploaded], { type: 'RecordUpload', ...uploaded, ownerId: 'bia' }))).toBe('FILE_NAME_TAKEN');
    expect(errorCode(() => decideAfter([fileUploaded, deleted], { type: 'RecordUpload', ...uploaded }))).toBe('FILE_NAME_TAKEN');
  });

  it('lets the uploader delete the file', () => {
    expect(decideAfter([fileUploaded], deleteBy('ana'))).toEqual([deleted]);
  });

  it('lets an admin delete someone else’s file, recording who did it', () => {
    expect(decideAfter([fileUploaded], deleteBy('admin', true))).toEqual([{ ...deleted, data: { ...deleted.data, deletedBy: 'admin' } }]);
  });

  it('refuses a delete by anyone else with FORBIDDEN', () => {
    expect(errorCode(() => decideAfter([fileUploaded], deleteBy('bia')))).toBe('FORBIDDEN');
  });

  it('answers FILE_NOT_FOUND for a second delete, an unknown file or another extension of the name', () => {
    expect(errorCode(() => decideAfter([fileUploaded, deleted], deleteBy('ana')))).toBe('FILE_NOT_FOUND');
    expect(errorCode(() => decideAfter([], deleteBy('ana')))).toBe('FILE_NOT_FOUND');
    expect(errorCode(() => decideAfter([fileUploaded], deleteBy('ana', false, '/uploads/capas/foto.png')))).toBe('FILE_NOT_FOUND');
  });

  it('records the resized copies once, and not for a deleted file', () => {
    const record: UploadCommand = { type: 'RecordVariants', key: uploaded.key, variants };
    const created: UploadEvent = { type: 'ImageVariantsCreated', data: { uploadId: 'u1', path: uploaded.path, variants } };
    expect(decideAfter([fileUploaded], record)).toEqual([created]);
    expect(decideAfter([fileUploaded, created], record)).toEqual([]);
    expect(decideAfter([fileUploaded, deleted], record)).toEqual([]);
  });
});

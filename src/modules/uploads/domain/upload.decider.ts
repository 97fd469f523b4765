import type { Decider } from '../../../platform/ddd/decider';
import { uploadErrors } from './upload.errors';
import type { FileUploaded, ImageVariants, UploadEvent } from './upload.events';

export type UploadCommand =
  | ({ type: 'RecordUpload' } & FileUploaded['data'])
  | { type: 'RecordVariants'; key: string; variants: ImageVariants }
  | { type: 'DeleteUpload'; path: string; userId: string; isAdmin: boolean };

export interface UploadState {
  /** A name is used once: after a delete it stays taken, so a cached URL never shows other bytes. */
  status: 'none' | 'active' | 'deleted';
  uploadId: string | null;
  path: string | null;
  key: string | null;
  ownerId: string | null;
  variants: ImageVariants | null;
}

export const initialUploadState: UploadState = { status: 'none', uploadId: null, path: null, key: null, ownerId: null, variants: null };

function decide(command: UploadCommand, state: UploadState): UploadEvent[] {
  switch (command.type) {
    case 'RecordUpload': {
      if (state.status !== 'none') throw uploadErrors.nameTaken();
      const { type: _type, ...data } = command;
      return [{ type: 'FileUploaded', data }];
    }
    case 'RecordVariants':
      // A late job for a file deleted meanwhile, or a repeated one, records nothing.
      if (state.status !== 'active' || state.key !== command.key || state.variants) return [];
      return [{ type: 'ImageVariantsCreated', data: { uploadId: state.uploadId!, path: state.path!, variants: command.variants } }];
    case 'DeleteUpload':
      checkDelete(command, state);
      return [{ type: 'FileDeleted', data: { uploadId: state.uploadId!, path: command.path, deletedBy: command.userId } }];
  }
}

/** Only the uploader or an admin deletes, and only a file that is there. */
export function checkDelete(command: Extract<UploadCommand, { type: 'DeleteUpload' }>, state: UploadState): void {
  if (state.status !== 'active' || state.path !== command.path) throw uploadErrors.notFound();
  if (state.ownerId !== command.userId && !command.isAdmin) throw uploadErrors.forbidden();
}

function evolve(state: UploadState, event: UploadEvent): UploadState {
  switch (event.type) {
    case 'FileUploaded': {
      const { uploadId, path, key, ownerId } = event.data;
      return { status: 'active', uploadId, path, key, ownerId, variants: null };
    }
    case 'ImageVariantsCreated':
      return { ...state, variants: event.data.variants };
    case 'FileDeleted':
      return { ...state, status: 'deleted' };
  }
}

export const uploadDecider: Decider<UploadCommand, UploadEvent, UploadState> = {
  initialState: initialUploadState,
  decide,
  evolve,
};

import type { RecordedEvent } from '../../../platform/event-store/event-store.port';
import type { Projection } from '../../../platform/projections/projection';
import type { ReadStore } from '../../../platform/read-store/read-store.port';
import type { FileUploaded, ImageVariants, UploadEvent } from '../domain/upload.events';

export const UPLOADS = 'uploads';

/** The files that exist now (a deleted one leaves), looked up by id, path or owner. */
export type UploadView = FileUploaded['data'] & {
  _id: string;
  variants: ImageVariants | null;
  createdAt: string;
};

/** Each event replaces or sets values it carries, so replaying one changes nothing. */
export const uploadsProjection: Projection = {
  name: 'uploads',
  collections: [UPLOADS],

  async setup(store: ReadStore) {
    const uploads = store.collection(UPLOADS);
    await uploads.createIndex({ path: 1 }, { unique: true });
    await uploads.createIndex({ ownerId: 1 });
  },

  async apply(recorded: RecordedEvent, store: ReadStore) {
    const event = { type: recorded.type, data: recorded.data } as UploadEvent;
    const uploads = store.collection<UploadView>(UPLOADS);
    switch (event.type) {
      case 'FileUploaded':
        await uploads.replaceOne(
          { _id: event.data.uploadId },
          { _id: event.data.uploadId, ...event.data, variants: null, createdAt: recorded.metadata.at },
          { upsert: true },
        );
        return;
      case 'ImageVariantsCreated':
        await uploads.updateOne({ _id: event.data.uploadId }, { $set: { variants: event.data.variants } });
        return;
      case 'FileDeleted':
        await uploads.deleteOne({ _id: event.data.uploadId });
        return;
      default:
        return;
    }
  },
};

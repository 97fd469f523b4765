import type { RecordedEvent } from '../../../platform/event-store/event-store.port';
import type { Projection } from '../../../platform/projections/projection';
import type { ReadStore } from '../../../platform/read-store/read-store.port';
import type { GiveawayEvent } from '../../giveaways/domain/giveaway.events';

export const BACKUP_GIVEAWAYS = 'backup-giveaways';

/** Which giveaways a creator has: all a backup needs to find their streams (the content comes from the log). */
export interface BackupGiveawayView {
  _id: string;
  criadorId: string;
  /** The log position of its GiveawayCreated: a backup lists giveaways in the order they were made. */
  position: number;
  deleted: boolean;
}

/** Built from giveaways' published events; replaying one writes the same document again. */
export const creatorGiveawaysProjection: Projection = {
  name: 'backup-giveaways',
  collections: [BACKUP_GIVEAWAYS],

  async setup(store: ReadStore) {
    await store.collection<BackupGiveawayView>(BACKUP_GIVEAWAYS).createIndex({ criadorId: 1, position: 1 });
  },

  async apply(recorded: RecordedEvent, store: ReadStore) {
    const giveaways = store.collection<BackupGiveawayView>(BACKUP_GIVEAWAYS);
    const event = { type: recorded.type, data: recorded.data } as GiveawayEvent;
    if (event.type === 'GiveawayCreated') {
      const { giveawayId, criadorId } = event.data;
      await giveaways.replaceOne({ _id: giveawayId }, { _id: giveawayId, criadorId, position: recorded.position, deleted: false }, { upsert: true });
    } else if (event.type === 'GiveawayDeleted') {
      await giveaways.updateOne({ _id: event.data.giveawayId }, { $set: { deleted: true } });
    }
  },
};

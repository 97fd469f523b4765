import type { RecordedEvent } from '../../../platform/event-store/event-store.port';
import type { Projection } from '../../../platform/projections/projection';
import type { ReadStore } from '../../../platform/read-store/read-store.port';
import type { GiveawayDeleted } from '../../giveaways/domain/giveaway.events';
import type { SavedEvent } from '../domain/saved.events';

export const SAVED_GIVEAWAYS = 'saved-giveaways';
/** Giveaways deleted so far: a save the log recorded after the delete (a race) is not listed. */
const DELETED_GIVEAWAYS = 'saved-deleted-giveaways';

export interface SavedGiveawayView {
  /** `<userId>:<giveawayId>`: saving twice is one document. */
  _id: string;
  userId: string;
  giveawayId: string;
  salvoEm: string;
  /** Log position of the save: the list's order (newest saved first) and cursor. */
  seq: number;
}

const savedGiveawayId = (userId: string, giveawayId: string) => `${userId}:${giveawayId}`;

/**
 * What each user has saved now. Every event sets or deletes one document by its key, so a
 * replay writes the same thing again.
 */
export const savedGiveawaysProjection: Projection = {
  // Named `salvos` (collections `salvos`, `salvos-sorteios-excluidos`) before collections were
  // named in English: the new name has its own checkpoint, so a deployed store builds these
  // collections from position 0. The old ones are no longer read and may be dropped.
  name: 'saved-giveaways',
  collections: [SAVED_GIVEAWAYS, DELETED_GIVEAWAYS],

  async setup(store: ReadStore) {
    const saved = store.collection(SAVED_GIVEAWAYS);
    await saved.createIndex({ userId: 1, seq: -1 });
    await saved.createIndex({ giveawayId: 1 });
  },

  async apply(recorded: RecordedEvent, store: ReadStore) {
    const saved = store.collection<SavedGiveawayView>(SAVED_GIVEAWAYS);
    const event = { type: recorded.type, data: recorded.data } as SavedEvent | GiveawayDeleted;
    switch (event.type) {
      case 'GiveawaySaved': {
        const { userId, giveawayId } = event.data;
        if (await store.collection(DELETED_GIVEAWAYS).findOne({ _id: giveawayId })) return;
        const _id = savedGiveawayId(userId, giveawayId);
        await saved.replaceOne({ _id }, { _id, userId, giveawayId, salvoEm: recorded.metadata.at, seq: recorded.position }, { upsert: true });
        return;
      }
      case 'GiveawayUnsaved':
        await saved.deleteOne({ _id: savedGiveawayId(event.data.userId, event.data.giveawayId) });
        return;
      case 'GiveawayDeleted':
        await store.collection(DELETED_GIVEAWAYS).replaceOne({ _id: event.data.giveawayId }, { _id: event.data.giveawayId }, { upsert: true });
        await saved.deleteMany({ giveawayId: event.data.giveawayId });
        return;
      default:
        return;
    }
  },
};

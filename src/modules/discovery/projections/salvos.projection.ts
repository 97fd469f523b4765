import type { RecordedEvent } from '../../../platform/event-store/event-store.port';
import type { Projection } from '../../../platform/projections/projection';
import type { ReadStore } from '../../../platform/read-store/read-store.port';
import type { GiveawayDeleted } from '../../giveaways/domain/giveaway.events';
import type { SavedEvent } from '../domain/saved.events';

export const SALVOS = 'salvos';
/** Giveaways deleted so far: a save the log recorded after the delete (a race) is not listed. */
const SALVOS_EXCLUIDOS = 'salvos-sorteios-excluidos';

export interface SalvoView {
  /** `<userId>:<giveawayId>`: saving twice is one document. */
  _id: string;
  userId: string;
  giveawayId: string;
  salvoEm: string;
  /** Log position of the save: the list's order (newest saved first) and cursor. */
  seq: number;
}

export const salvoId = (userId: string, giveawayId: string) => `${userId}:${giveawayId}`;

/**
 * What each user has saved now. Every event sets or deletes one document by its key, so a
 * replay writes the same thing again.
 */
export const salvosProjection: Projection = {
  name: 'salvos',
  collections: [SALVOS, SALVOS_EXCLUIDOS],

  async setup(store: ReadStore) {
    const salvos = store.collection(SALVOS);
    await salvos.createIndex({ userId: 1, seq: -1 });
    await salvos.createIndex({ giveawayId: 1 });
  },

  async apply(recorded: RecordedEvent, store: ReadStore) {
    const salvos = store.collection<SalvoView>(SALVOS);
    const event = { type: recorded.type, data: recorded.data } as SavedEvent | GiveawayDeleted;
    switch (event.type) {
      case 'GiveawaySaved': {
        const { userId, giveawayId } = event.data;
        if (await store.collection(SALVOS_EXCLUIDOS).findOne({ _id: giveawayId })) return;
        const _id = salvoId(userId, giveawayId);
        await salvos.replaceOne({ _id }, { _id, userId, giveawayId, salvoEm: recorded.metadata.at, seq: recorded.position }, { upsert: true });
        return;
      }
      case 'GiveawayUnsaved':
        await salvos.deleteOne({ _id: salvoId(event.data.userId, event.data.giveawayId) });
        return;
      case 'GiveawayDeleted':
        await store.collection(SALVOS_EXCLUIDOS).replaceOne({ _id: event.data.giveawayId }, { _id: event.data.giveawayId }, { upsert: true });
        await salvos.deleteMany({ giveawayId: event.data.giveawayId });
        return;
      default:
        return;
    }
  },
};

import type { RecordedEvent } from '../../../platform/event-store/event-store.port';
import type { Projection } from '../../../platform/projections/projection';
import type { ReadStore } from '../../../platform/read-store/read-store.port';
import type { GiveawayDeleted } from '../../giveaways/domain/giveaway.events';
import type { SpectatorEvent } from '../domain/spectator.events';

export const SPECTATORS = 'spectators';

export interface SpectatorView {
  /** `<giveawayId>_<userId>`: one record per person and giveaway, however often they join. */
  _id: string;
  giveawayId: string;
  userId: string;
  joinedAt: string;
}

/**
 * Who is watching each live view now. A join writes the values its event carries and a
 * leave deletes, so applying an event twice leaves the same records.
 */
export const spectatorsProjection: Projection = {
  name: 'spectators',
  collections: [SPECTATORS],

  async setup(store: ReadStore) {
    await store.collection(SPECTATORS).createIndex({ giveawayId: 1 });
  },

  async apply(recorded: RecordedEvent, store: ReadStore) {
    const spectators = store.collection<SpectatorView>(SPECTATORS);
    const event = { type: recorded.type, data: recorded.data } as SpectatorEvent | GiveawayDeleted;
    switch (event.type) {
      case 'SpectatorJoined': {
        const { giveawayId, userId } = event.data;
        const _id = `${giveawayId}_${userId}`;
        await spectators.replaceOne({ _id }, { _id, giveawayId, userId, joinedAt: recorded.metadata.at }, { upsert: true });
        return;
      }
      case 'SpectatorLeft':
        await spectators.deleteOne({ _id: `${event.data.giveawayId}_${event.data.userId}` });
        return;
      case 'GiveawayDeleted':
        await spectators.deleteMany({ giveawayId: event.data.giveawayId });
        return;
      default:
        return;
    }
  },
};

import type { RecordedEvent } from '../../../platform/event-store/event-store.port';
import type { Projection } from '../../../platform/projections/projection';
import type { ReadCollection, ReadStore } from '../../../platform/read-store/read-store.port';
import type { FollowEvent } from '../domain/follow.events';

export const SEGUIDORES = 'seguidores';
/** Accounts' users read model, read and updated by collection name (modules share only events). */
export const USERS = 'users';

/** One document per follow that holds now: who follows whom, since when. */
export interface SeguidorView {
  /** `<seguidorId>:<seguidoId>`: following twice is one document. */
  _id: string;
  seguidorId: string;
  seguidoId: string;
  createdAt: string;
  /** Log position of the UserFollowed: the lists' order (newest first) and cursor. */
  seq: number;
}

/** The fields this projection keeps on a users document. */
export interface UserSocialFields {
  /** Ids of the users who follow this user, and of those this user follows. */
  seguidores: string[];
  seguindo: string[];
  seguidoresCount: number;
  seguindoCount: number;
  /** Log position of the last follow event counted on this document. */
  followsPosition: number;
}

export const seguidorId = (seguidor: string, seguido: string) => `${seguidor}:${seguido}`;

/**
 * Counts once per event: a users document is changed only if the event's log position is
 * past the last one counted on it (`followsPosition`). Events arrive in log order, so an event
 * replayed after a crash is at or before that position and changes nothing.
 */
async function countOnce(users: ReadCollection, userId: string, position: number, update: Record<string, unknown>) {
  await users.updateOne(
    { _id: userId, $or: [{ followsPosition: { $exists: false } }, { followsPosition: { $lt: position } }] },
    { ...update, $set: { followsPosition: position } },
  );
}

/**
 * Follows: the `seguidores` collection (both directions indexed) and, on each users document,
 * the `seguidores` and `seguindo` ids with their counts. The users document is created by
 * accounts' projection; UserRegistered always precedes any follow of or by that user in the log.
 */
export const followsProjection: Projection = {
  name: 'follows',
  collections: [SEGUIDORES],

  async setup(store: ReadStore) {
    const seguidores = store.collection(SEGUIDORES);
    await seguidores.createIndex({ seguidoId: 1, seq: -1 });
    await seguidores.createIndex({ seguidorId: 1, seq: -1 });
  },

  async apply(recorded: RecordedEvent, store: ReadStore) {
    const event = { type: recorded.type, data: recorded.data } as FollowEvent;
    if (event.type !== 'UserFollowed' && event.type !== 'UserUnfollowed') return;
    const { seguidorId: seguidor, seguidoId: seguido } = event.data;
    const seguidores = store.collection<SeguidorView>(SEGUIDORES);
    const users = store.collection(USERS);
    const _id = seguidorId(seguidor, seguido);

    if (event.type === 'UserFollowed') {
      await seguidores.replaceOne(
        { _id },
        { _id, seguidorId: seguidor, seguidoId: seguido, createdAt: recorded.metadata.at, seq: recorded.position },
        { upsert: true },
      );
      await countOnce(users, seguidor, recorded.position, { $addToSet: { seguindo: seguido }, $inc: { seguindoCount: 1 } });
      await countOnce(users, seguido, recorded.position, { $addToSet: { seguidores: seguidor }, $inc: { seguidoresCount: 1 } });
      return;
    }
    await seguidores.deleteOne({ _id });
    await countOnce(users, seguidor, recorded.position, { $pull: { seguindo: seguido }, $inc: { seguindoCount: -1 } });
    await countOnce(users, seguido, recorded.position, { $pull: { seguidores: seguidor }, $inc: { seguidoresCount: -1 } });
  },
};

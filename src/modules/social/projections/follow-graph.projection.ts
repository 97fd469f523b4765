import type { RecordedEvent } from '../../../platform/event-store/event-store.port';
import type { Projection } from '../../../platform/projections/projection';
import type { ReadCollection, ReadStore } from '../../../platform/read-store/read-store.port';
import type { FollowEvent } from '../domain/follow.events';

/** The follow graph: the one copy of who follows whom (other modules read it through FollowReader). */
export const FOLLOW_GRAPH = 'follow-graph';
/** Per user, how many people follow them and how many they follow. */
export const FOLLOW_COUNTS = 'follow-counts';

/** One document per follow that holds now: who follows whom, since when. */
export interface FollowEdgeView {
  /** `<seguidorId>:<seguidoId>`: following twice is one document. */
  _id: string;
  seguidorId: string;
  seguidoId: string;
  createdAt: string;
  /** Log position of the UserFollowed: the lists' order (newest first) and cursor. */
  seq: number;
}

export interface FollowCountsView {
  /** The user's id. */
  _id: string;
  seguidores: number;
  seguindo: number;
  /** Log position of the last follow event counted on this document. */
  position: number;
}

export const followEdgeId = (seguidor: string, seguido: string) => `${seguidor}:${seguido}`;

/**
 * Counts once per event: a counts document is changed only if the event's log position is
 * past the last one counted on it. Events arrive in log order, so an event replayed after a
 * crash is at or before that position and changes nothing.
 */
async function countOnce(counts: ReadCollection<FollowCountsView>, userId: string, position: number, inc: Partial<Record<'seguidores' | 'seguindo', number>>) {
  await counts.updateOne({ _id: userId }, { $setOnInsert: { seguidores: 0, seguindo: 0, position: 0 } }, { upsert: true });
  await counts.updateOne({ _id: userId, position: { $lt: position } }, { $inc: inc, $set: { position } });
}

/**
 * Social's read model of following: the edges (both directions indexed, for the lists and
 * "do I follow them?") and each user's counts. Renamed from `follows` (which wrote into
 * accounts' users documents) so a deployed store builds it from the start of the log.
 */
export const followGraphProjection: Projection = {
  name: 'follow-graph',
  collections: [FOLLOW_GRAPH, FOLLOW_COUNTS],

  async setup(store: ReadStore) {
    const edges = store.collection(FOLLOW_GRAPH);
    await edges.createIndex({ seguidoId: 1, seq: -1 });
    await edges.createIndex({ seguidorId: 1, seq: -1 });
  },

  async apply(recorded: RecordedEvent, store: ReadStore) {
    const event = { type: recorded.type, data: recorded.data } as FollowEvent;
    if (event.type !== 'UserFollowed' && event.type !== 'UserUnfollowed') return;
    const { seguidorId: seguidor, seguidoId: seguido } = event.data;
    const edges = store.collection<FollowEdgeView>(FOLLOW_GRAPH);
    const counts = store.collection<FollowCountsView>(FOLLOW_COUNTS);
    const _id = followEdgeId(seguidor, seguido);
    const step = event.type === 'UserFollowed' ? 1 : -1;

    if (event.type === 'UserFollowed') {
      await edges.replaceOne({ _id }, { _id, seguidorId: seguidor, seguidoId: seguido, createdAt: recorded.metadata.at, seq: recorded.position }, { upsert: true });
    } else {
      await edges.deleteOne({ _id });
    }
    await countOnce(counts, seguidor, recorded.position, { seguindo: step });
    await countOnce(counts, seguido, recorded.position, { seguidores: step });
  },
};

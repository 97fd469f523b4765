import type { RecordedEvent } from '../../../platform/event-store/event-store.port';
import { EmbeddedReadStore } from '../../../platform/read-store/embedded-read-store';
import type { FollowEvent } from '../domain/follow.events';
import { FOLLOW_COUNTS, FOLLOW_GRAPH, followGraphProjection } from './follow-graph.projection';

let position = 0;
const recorded = (event: FollowEvent): RecordedEvent => {
  position += 10;
  return {
    id: `e${position}`,
    type: event.type,
    data: event.data as Record<string, unknown>,
    metadata: { userId: event.data.seguidorId, correlationId: 'c', causationId: null, at: new Date(position * 1000).toISOString() },
    streamId: `user-${event.data.seguidorId}`,
    revision: position,
    position,
    recordedAt: new Date(position * 1000).toISOString(),
  } as RecordedEvent;
};
const followed = (seguidorId: string, seguidoId: string) => recorded({ type: 'UserFollowed', data: { seguidorId, seguidoId } });
const unfollowed = (seguidorId: string, seguidoId: string) => recorded({ type: 'UserUnfollowed', data: { seguidorId, seguidoId } });

describe('follow graph projection', () => {
  let store: EmbeddedReadStore;
  const counts = (id: string) => store.collection(FOLLOW_COUNTS).findOne({ _id: id });
  const edges = (filter: Record<string, unknown> = {}) => store.collection(FOLLOW_GRAPH).find(filter, { sort: { seq: 1 } });
  const apply = async (...events: RecordedEvent[]) => {
    for (const event of events) await followGraphProjection.apply(event, store);
  };

  beforeEach(async () => {
    store = new EmbeddedReadStore();
    await followGraphProjection.setup!(store);
  });

  it('records the follow and counts it on both people', async () => {
    const event = followed('ana', 'bia');
    await apply(event);
    expect(await store.collection(FOLLOW_GRAPH).findOne({ _id: 'ana:bia' })).toEqual({
      _id: 'ana:bia',
      seguidorId: 'ana',
      seguidoId: 'bia',
      createdAt: event.metadata.at,
      seq: event.position,
    });
    expect(await counts('ana')).toMatchObject({ seguindo: 1, seguidores: 0 });
    expect(await counts('bia')).toMatchObject({ seguidores: 1, seguindo: 0 });
  });

  it('does not count an event twice when it is replayed after a crash', async () => {
    const first = followed('ana', 'bia');
    const second = followed('caio', 'bia');
    await apply(first, second);
    await apply(first, second);
    expect((await edges({ seguidoId: 'bia' })).map((e) => e.seguidorId)).toEqual(['ana', 'caio']);
    expect(await counts('bia')).toMatchObject({ seguidores: 2 });
    expect(await counts('ana')).toMatchObject({ seguindo: 1 });
  });

  it('takes an unfollow off the graph and the counts, once', async () => {
    const events = [followed('ana', 'bia'), followed('ana', 'caio'), unfollowed('ana', 'bia')];
    const unfollow = events[2];
    await apply(...events);
    await apply(unfollow);
    expect(await store.collection(FOLLOW_GRAPH).findOne({ _id: 'ana:bia' })).toBeNull();
    expect(await counts('bia')).toMatchObject({ seguidores: 0 });
    expect((await edges({ seguidorId: 'ana' })).map((e) => e.seguidoId)).toEqual(['caio']);
    expect(await counts('ana')).toMatchObject({ seguindo: 1 });
  });

  it('ends where it began when a follow and its unfollow are replayed together', async () => {
    const events = [followed('ana', 'bia'), unfollowed('ana', 'bia')];
    await apply(...events);
    await apply(...events);
    expect(await store.collection(FOLLOW_GRAPH).count({})).toBe(0);
    expect(await counts('bia')).toMatchObject({ seguidores: 0 });
  });

  it('ignores every other event', async () => {
    await followGraphProjection.apply({ ...followed('ana', 'bia'), type: 'ProfileUpdated' }, store);
    expect(await store.collection(FOLLOW_GRAPH).count({})).toBe(0);
    expect(await counts('bia')).toBeNull();
  });
});

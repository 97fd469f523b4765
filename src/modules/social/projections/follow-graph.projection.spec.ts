import type { RecordedEvent } from '../../../platform/event-store/event-store.port';
import { EmbeddedReadStore } from '../../../platform/read-store/embedded-read-store';
import type { FollowEvent } from '../domain/follow.events';
import { followsProjection, SEGUIDORES, USERS } from './follows.projection';

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

describe('follows projection', () => {
  let store: EmbeddedReadStore;
  const user = (id: string) => store.collection(USERS).findOne({ _id: id });
  const apply = async (...events: RecordedEvent[]) => {
    for (const event of events) await followsProjection.apply(event, store);
  };

  beforeEach(async () => {
    store = new EmbeddedReadStore();
    await followsProjection.setup!(store);
    // As accounts' projection leaves a registered user.
    for (const id of ['ana', 'bia', 'caio']) {
      await store.collection(USERS).replaceOne({ _id: id }, { _id: id, username: id, seguidores: [], seguindo: [] }, { upsert: true });
    }
  });

  it('records the follow and counts it on both people', async () => {
    const event = followed('ana', 'bia');
    await apply(event);
    expect(await store.collection(SEGUIDORES).findOne({ _id: 'ana:bia' })).toEqual({
      _id: 'ana:bia',
      seguidorId: 'ana',
      seguidoId: 'bia',
      createdAt: event.metadata.at,
      seq: event.position,
    });
    expect(await user('ana')).toMatchObject({ seguindo: ['bia'], seguindoCount: 1, seguidores: [] });
    expect(await user('bia')).toMatchObject({ seguidores: ['ana'], seguidoresCount: 1, seguindo: [] });
  });

  it('does not count an event twice when it is replayed after a crash', async () => {
    const first = followed('ana', 'bia');
    const second = followed('caio', 'bia');
    await apply(first, second);
    await apply(first, second);
    expect(await user('bia')).toMatchObject({ seguidores: ['ana', 'caio'], seguidoresCount: 2 });
    expect(await user('ana')).toMatchObject({ seguindoCount: 1 });
    expect(await store.collection(SEGUIDORES).count({ seguidoId: 'bia' })).toBe(2);
  });

  it('takes an unfollow off the list and the counts, once', async () => {
    const events = [followed('ana', 'bia'), followed('ana', 'caio'), unfollowed('ana', 'bia')];
    const unfollow = events[2];
    await apply(...events);
    await apply(unfollow);
    expect(await store.collection(SEGUIDORES).findOne({ _id: 'ana:bia' })).toBeNull();
    expect(await user('bia')).toMatchObject({ seguidores: [], seguidoresCount: 0 });
    expect(await user('ana')).toMatchObject({ seguindo: ['caio'], seguindoCount: 1 });
  });

  it('ends where it began when a follow and its unfollow are replayed together', async () => {
    const events = [followed('ana', 'bia'), unfollowed('ana', 'bia')];
    await apply(...events);
    await apply(...events);
    expect(await store.collection(SEGUIDORES).count({})).toBe(0);
    expect(await user('bia')).toMatchObject({ seguidores: [], seguidoresCount: 0 });
  });

  it('ignores every other event', async () => {
    await followsProjection.apply({ ...followed('ana', 'bia'), type: 'ProfileUpdated' }, store);
    expect(await store.collection(SEGUIDORES).count({})).toBe(0);
    expect(await user('bia')).not.toHaveProperty('seguidoresCount');
  });
});

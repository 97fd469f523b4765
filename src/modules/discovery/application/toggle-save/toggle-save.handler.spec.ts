import { randomUUID } from 'node:crypto';
import { SystemClock } from '../../../../platform/ddd/clock';
import { StreamExecutor } from '../../../../platform/ddd/stream-executor';
import type { ExpectedRevision, NewEvent } from '../../../../platform/event-store/event-store.port';
import { InMemoryEventStore } from '../../../../platform/event-store/in-memory-event-store';
import type { ProjectionsService } from '../../../../platform/projections/projections.service';
import { GiveawayLifecycles } from '../../../giveaways/giveaways.public';
import { savedStream } from '../../domain/saved.events';
import { ToggleSaveCommand } from './toggle-save.command';
import { ToggleSaveHandler } from './toggle-save.handler';

const USER = 'u-1';
const G = 'g-1';
const meta = { userId: USER, correlationId: 'c-1' };
const event = (type: string, data: Record<string, unknown>): NewEvent => ({ id: randomUUID(), type, data, metadata: { userId: USER, correlationId: 'outra-aba', causationId: null, at: new Date().toISOString() } });

/** A store where another tab's toggles land between this toggle's read and its append. */
class RacingStore extends InMemoryEventStore {
  constructor(private races: number) {
    super();
  }

  override async append(streamId: string, events: NewEvent[], expected: ExpectedRevision) {
    if (streamId === savedStream(USER) && this.races > 0) {
      this.races -= 1;
      const stream = await this.readStream(streamId);
      const saved = stream.filter((e) => e.type === 'GiveawaySaved').length > stream.filter((e) => e.type === 'GiveawayUnsaved').length;
      await super.append(streamId, [event(saved ? 'GiveawayUnsaved' : 'GiveawaySaved', { userId: USER, giveawayId: G })], 'any');
    }
    return super.append(streamId, events, expected);
  }
}

async function setup(races: number) {
  const store = new RacingStore(races);
  await store.append(`giveaway-${G}`, [event('GiveawayCreated', { giveawayId: G }), event('GiveawayPublished', { giveawayId: G })], 'no_stream');
  const projections = { waitFor: async () => true } as unknown as ProjectionsService;
  const handler = new ToggleSaveHandler(new StreamExecutor(store, new SystemClock()), new GiveawayLifecycles(store), projections);
  return { store, handler };
}

const types = async (store: InMemoryEventStore) => (await store.readStream(savedStream(USER))).map((e) => e.type);

describe('ToggleSaveHandler', () => {
  it('decides again after another tab saved the same giveaway first: both presses are kept', async () => {
    const { store, handler } = await setup(1);

    const answer = await handler.execute(new ToggleSaveCommand(USER, G, meta));

    // The other tab's save went in first, so this press takes it out again.
    expect(answer).toEqual({ salvo: false, revision: 1 });
    expect(await types(store)).toEqual(['GiveawaySaved', 'GiveawayUnsaved']);
  });

  it('keeps deciding through more collisions in a row than the usual three attempts', async () => {
    const { store, handler } = await setup(5);

    const answer = await handler.execute(new ToggleSaveCommand(USER, G, meta));

    expect(answer).toEqual({ salvo: false, revision: 5 });
    expect(await types(store)).toHaveLength(6);
  });
});

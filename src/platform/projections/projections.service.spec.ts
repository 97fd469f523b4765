import { randomUUID } from 'node:crypto';
import type { AppConfig } from '../../config/app-config';
import { InMemoryEventStore } from '../event-store/in-memory-event-store';
import type { AdapterHealth } from '../health/adapter-health';
import { EmbeddedReadStore } from '../read-store/embedded-read-store';
import type { ReadCollection, ReadStore } from '../read-store/read-store.port';
import type { StoredCheckpoint } from './projection-runner';
import { ProjectionsService } from './projections.service';
import { LocalPositionSignals } from '../signals/position-signals.port';

const config = (timeoutMs: number) => ({ role: 'api', readYourWritesTimeoutMs: timeoutMs }) as AppConfig;
const healthy = { allOk: async () => true } as unknown as AdapterHealth;
const newEvent = () => ({
  id: randomUUID(),
  type: 'Counted',
  data: {},
  metadata: { userId: null, correlationId: 'c', causationId: null, at: new Date().toISOString() },
});

/** The embedded store, with reads that never answer while `hang` is set (a paused MongoDB). */
function pausableStore(): ReadStore & { hang: boolean } {
  const inner = new EmbeddedReadStore();
  const store = {
    name: 'pausable',
    hang: false,
    collection<T extends { _id: string }>(name: string): ReadCollection<T> {
      const c = inner.collection<T>(name);
      return {
        findOne: (f) => c.findOne(f),
        find: (f, o) => (store.hang ? new Promise<T[]>(() => undefined) : c.find(f, o)),
        count: (f) => c.count(f),
        updateOne: (f, u, o) => c.updateOne(f, u, o),
        updateMany: (f, u) => c.updateMany(f, u),
        replaceOne: (f, d, o) => c.replaceOne(f, d, o),
        deleteOne: (f) => c.deleteOne(f),
        deleteMany: (f) => c.deleteMany(f),
        createIndex: (k, o) => c.createIndex(k, o),
      };
    },
    dropAll: () => inner.dropAll(),
    flush: () => inner.flush(),
    health: () => inner.health(),
    close: () => inner.close(),
  };
  return store;
}

describe('ProjectionsService in the api role (no runner: it reads the checkpoints the worker stores)', () => {
  let events: InMemoryEventStore;
  let store: ReturnType<typeof pausableStore>;
  const setCheckpoint = (row: StoredCheckpoint) => store.collection<StoredCheckpoint>('checkpoints').replaceOne({ _id: row._id }, row, { upsert: true });
  const service = (timeoutMs = 300) => {
    const s = new ProjectionsService(config(timeoutMs), events, store, healthy, new LocalPositionSignals());
    s.register({ name: 'users', collections: [], apply: async () => undefined }, { name: 'mail', react: async () => undefined });
    return s;
  };

  beforeEach(() => {
    events = new InMemoryEventStore();
    store = pausableStore();
  });

  it('resolves a read-your-writes wait once every stored checkpoint has passed the position', async () => {
    const projections = service(2000);
    await setCheckpoint({ _id: 'projection:users', position: 3 });
    await setCheckpoint({ _id: 'reactor:mail', position: 1 });
    const waiting = projections.waitFor(3);
    setTimeout(() => void setCheckpoint({ _id: 'reactor:mail', position: 3 }), 50);
    await expect(waiting).resolves.toBe(true);
  });

  it('ends a read-your-writes wait at the timeout even when a checkpoint read hangs', async () => {
    const projections = service(300);
    store.hang = true;
    const started = Date.now();
    await expect(projections.waitFor(1)).resolves.toBe(false);
    const took = Date.now() - started;
    expect(took).toBeGreaterThanOrEqual(290);
    expect(took).toBeLessThan(1000);
  });

  it('does not wait for a consumer the worker parked', async () => {
    const projections = service(2000);
    await setCheckpoint({ _id: 'projection:users', position: 5 });
    await setCheckpoint({
      _id: 'reactor:mail',
      position: 1,
      parked: { consumer: 'reactor:mail', eventId: 'e-2', eventType: 'X', position: 2, attempts: 5, error: 'boom', at: new Date().toISOString() },
    });
    await expect(projections.waitFor(5)).resolves.toBe(true);
  });

  it('reports lag from the stored checkpoints against the head of the log, and the parked consumers', async () => {
    for (let i = 0; i < 4; i++) await events.append('s-1', [newEvent()], 'any');
    await setCheckpoint({ _id: 'projection:users', position: 1 });
    await setCheckpoint({
      _id: 'reactor:mail',
      position: 0,
      parked: { consumer: 'reactor:mail', eventId: 'e-1', eventType: 'X', position: 1, attempts: 5, error: 'boom', at: 'agora' },
    });
    await expect(service().status(1000)).resolves.toEqual({
      lag: 3,
      running: false,
      parked: [expect.objectContaining({ consumer: 'reactor:mail', eventId: 'e-1' })],
      retrying: null,
    });
  });

  it('reports an unknown lag (-1) within the timeout when the checkpoints cannot be read', async () => {
    store.hang = true;
    const started = Date.now();
    await expect(service().status(200)).resolves.toMatchObject({ lag: -1 });
    expect(Date.now() - started).toBeLessThan(1000);
  });
});

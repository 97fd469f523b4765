import { randomUUID } from 'node:crypto';
import type { EventStore, NewEvent, RecordedEvent } from '../event-store/event-store.port';
import { InMemoryEventStore } from '../event-store/in-memory-event-store';
import { EmbeddedReadStore } from '../read-store/embedded-read-store';
import type { ReadCollection, ReadStore } from '../read-store/read-store.port';
import type { Projection, Reactor } from './projection';
import { ProjectionRunner, ProjectionRunnerOptions, RunnerLog, StoredCheckpoint } from './projection-runner';

const event = (type = 'Counted'): NewEvent => ({
  id: randomUUID(),
  type,
  data: {},
  metadata: { userId: null, correlationId: 'c', causationId: null, at: new Date().toISOString() },
});

/**
 * The embedded read store, with the next `failWrites` writes (read models and checkpoints
 * alike) and the next `failFlushes` flushes refused, as a read store mid-outage does; its
 * health check fails meanwhile, as a paused server's ping does.
 */
class FlakyReadStore implements ReadStore {
  readonly name = 'flaky';
  failWrites = 0;
  failFlushes = 0;
  constructor(readonly inner: ReadStore) {}

  private gate(): void {
    if (this.failWrites > 0) {
      this.failWrites -= 1;
      throw new Error('PoolClearedOnNetworkError (simulado)');
    }
  }

  collection<T extends { _id: string }>(name: string): ReadCollection<T> {
    const c = this.inner.collection<T>(name);
    const write =
      <A extends unknown[], R>(run: (...args: A) => Promise<R>) =>
      async (...args: A) => {
        this.gate();
        return run(...args);
      };
    return {
      findOne: (f) => c.findOne(f),
      find: (f, o) => c.find(f, o),
      count: (f) => c.count(f),
      updateOne: write((f, u, o) => c.updateOne(f, u, o)),
      updateMany: write((f, u) => c.updateMany(f, u)),
      replaceOne: write((f, d, o) => c.replaceOne(f, d, o)),
      deleteOne: write((f) => c.deleteOne(f)),
      deleteMany: write((f) => c.deleteMany(f)),
      createIndex: (k, o) => c.createIndex(k, o),
    };
  }
  dropAll = () => this.inner.dropAll();
  async flush() {
    if (this.failFlushes > 0) {
      this.failFlushes -= 1;
      throw new Error('disco cheio (simulado)');
    }
    return this.inner.flush();
  }
  // Like a server mid-outage, it says so: failures while unhealthy never park a consumer.
  async health() {
    if (this.failWrites > 0 || this.failFlushes > 0) return { ok: false, detail: 'fora do ar (simulado)' };
    return this.inner.health();
  }
  close = () => this.inner.close();
}

/** Counts each event once however often it is applied: one ledger row per event, a guarded total. */
function ledgerProjection(name: string, poisonType?: string): Projection {
  return {
    name,
    collections: [`${name}-ledger`, `${name}-totals`],
    async setup(store) {
      await store.collection(`${name}-totals`).updateOne({ _id: 'total' }, { $setOnInsert: { n: 0, last: 0 } }, { upsert: true });
    },
    async apply(e: RecordedEvent, store: ReadStore) {
      if (e.type === poisonType) throw new Error(`não sei projetar ${e.type}`);
      await store.collection(`${name}-ledger`).replaceOne({ _id: e.id }, { _id: e.id, position: e.position }, { upsert: true });
      await store.collection(`${name}-totals`).updateOne({ _id: 'total', last: { $lt: e.position } }, { $inc: { n: 1 }, $set: { last: e.position } });
    },
  };
}

/** Enqueues "jobs" keyed by event id, like the real reactors; can fail its first calls. */
function recordingReactor(name: string, failFirst = 0): Reactor & { jobs: Map<string, number>; calls: number } {
  const reactor = {
    name,
    jobs: new Map<string, number>(),
    calls: 0,
    async react(e: RecordedEvent) {
      reactor.calls += 1;
      if (reactor.calls <= failFirst) throw new Error('Redis fora do ar (simulado)');
      reactor.jobs.set(e.id, (reactor.jobs.get(e.id) ?? 0) + 1);
    },
  };
  return reactor;
}

function memoryLog(): RunnerLog & { lines: Array<{ level: string; fields: Record<string, unknown>; message: string }> } {
  const lines: Array<{ level: string; fields: Record<string, unknown>; message: string }> = [];
  return {
    lines,
    error: (fields, message) => lines.push({ level: 'error', fields, message }),
    log: (fields, message) => lines.push({ level: 'info', fields, message }),
  };
}

const FAST: ProjectionRunnerOptions = { retryInitialMs: 2, retryMaxMs: 20, maxAttempts: 3 };

describe('ProjectionRunner under faults', () => {
  let events: InMemoryEventStore;
  let store: FlakyReadStore;
  let runners: ProjectionRunner[];
  const run = async (projections: Projection[], reactors: Reactor[], options: ProjectionRunnerOptions = {}) => {
    const runner = new ProjectionRunner(events, store, projections, reactors, { ...FAST, log: memoryLog(), ...options });
    runners.push(runner);
    await runner.start();
    return runner;
  };
  const total = async (name: string) => (await store.inner.collection<{ _id: string; n: number }>(`${name}-totals`).findOne({ _id: 'total' }))?.n;
  const ledger = (name: string) => store.inner.collection(`${name}-ledger`).count();
  const checkpoint = (key: string) => store.inner.collection<StoredCheckpoint>('checkpoints').findOne({ _id: key });

  beforeEach(() => {
    events = new InMemoryEventStore();
    store = new FlakyReadStore(new EmbeddedReadStore());
    runners = [];
  });
  afterEach(async () => {
    for (const runner of runners) await runner.stop();
  });

  it('catches up with every event applied exactly once after the read store refused writes and flushes, with no restart', async () => {
    const log = memoryLog();
    const reactor = recordingReactor('mail');
    const runner = await run([ledgerProjection('users')], [reactor], { log });
    store.failWrites = 7;
    store.failFlushes = 2;
    for (let i = 0; i < 20; i++) await events.append(`s-${i % 3}`, [event()], 'any');
    const head = await events.headPosition();

    expect(await runner.waitFor(head, 10_000)).toBe(true);
    expect(await total('users')).toBe(20);
    expect(await ledger('users')).toBe(20);
    expect(reactor.jobs.size).toBe(20);
    expect((await checkpoint('projection:users'))?.position).toBe(head);
    expect(runner.parked()).toEqual([]);
    expect(runner.retrying()).toBeNull();
    const failures = log.lines.filter((l) => l.level === 'error');
    expect(failures.length).toBe(9);
    expect(failures.every((l) => typeof l.fields.retryInMs === 'number' && ['apply', 'checkpoint'].includes(l.fields.stage as string))).toBe(true);
    expect(log.lines.at(-1)?.message).toBe('Projeções retomadas após falhas');
  });

  it('retries a reactor whose enqueue fails for a while (fewer times than the limit) without parking it', async () => {
    const log = memoryLog();
    const reactor = recordingReactor('live', 2);
    const runner = await run([], [reactor], { log });
    const appended = await events.append('s-1', [event(), event()], 'any');
    expect(await runner.waitFor(appended.position, 10_000)).toBe(true);
    expect([...reactor.jobs.keys()].length).toBe(2);
    expect(runner.parked()).toEqual([]);
    const named = log.lines.filter((l) => l.fields.consumer === 'reactor:live');
    expect(named.length).toBeGreaterThan(0);
    expect(named[0].fields).toMatchObject({ stage: 'apply', eventType: 'Counted' });
  });

  it('parks only the projection that fails every time on one event, logs it once, stores it, and lets the others go on', async () => {
    const log = memoryLog();
    const runner = await run([ledgerProjection('good'), ledgerProjection('fragile', 'Poison')], [recordingReactor('mail')], { log });
    await events.append('s-1', [event(), event()], 'any');
    const poison = await events.append('s-2', [event('Poison')], 'any');
    await events.append('s-1', [event()], 'any');
    const head = await events.headPosition();

    expect(await runner.waitFor(head, 10_000)).toBe(true);
    expect(runner.parked()).toEqual([
      expect.objectContaining({ consumer: 'projection:fragile', eventType: 'Poison', position: poison.position, attempts: 3, error: 'não sei projetar Poison' }),
    ]);
    expect(await total('good')).toBe(4);
    expect(await total('fragile')).toBe(2);
    expect(await checkpoint('projection:fragile')).toMatchObject({ position: 2, parked: { eventType: 'Poison', position: poison.position } });
    expect((await checkpoint('projection:good'))?.position).toBe(head);
    const parkedLines = log.lines.filter((l) => l.message.startsWith('Consumidor parado'));
    expect(parkedLines).toHaveLength(1);
    expect(parkedLines[0].fields).toMatchObject({ consumer: 'projection:fragile', eventType: 'Poison', position: poison.position });

    // Events after the poison still reach the others, and read-your-writes does not wait for the parked one.
    const later = await events.append('s-1', [event()], 'any');
    expect(await runner.waitFor(later.position, 10_000)).toBe(true);
    expect(await total('good')).toBe(5);
  });

  it('does not park a consumer that fails while the stores are unhealthy: it is an outage, retried until it is over', async () => {
    // The store is back after 8 failed attempts (more than maxAttempts: 3); health says so.
    let failures = 0;
    const projection: Projection = {
      name: 'users',
      collections: [],
      async apply() {
        if (failures < 8) {
          failures += 1;
          throw new Error('MongoNetworkError (simulado)');
        }
      },
    };
    const runner = await run([projection], [], { dependenciesHealthy: async () => failures >= 8 + 1 });
    const appended = await events.append('s-1', [event()], 'any');
    expect(await runner.waitFor(appended.position, 10_000)).toBe(true);
    expect(failures).toBe(8);
    expect(runner.parked()).toEqual([]);
  });

  it('feeds a parked consumer again from its checkpoint after a restart, and clears the stored park', async () => {
    const first = await run([ledgerProjection('search', 'Poison')], []);
    await events.append('s-1', [event(), event('Poison'), event()], 'any');
    const head = await events.headPosition();
    await first.waitFor(head, 10_000);
    await first.stop();
    expect((await checkpoint('projection:search'))?.parked).toBeDefined();

    const fixed = await run([ledgerProjection('search')], []);
    expect(await fixed.waitFor(head, 10_000)).toBe(true);
    expect(await total('search')).toBe(3);
    expect(await checkpoint('projection:search')).toEqual({ _id: 'projection:search', position: head });
  });

  it('stores a checkpoint for every consumer at start, so API replicas see each position before the first batch', async () => {
    await events.append('s-1', [event(), event()], 'any');
    const runner = await run([ledgerProjection('users')], [recordingReactor('mail')]);
    await runner.stop();
    expect((await checkpoint('reactor:mail'))?.position).toBe(2);
    expect(await checkpoint('projection:users')).not.toBeNull();
  });

  it('retries reading the log until the event store answers again', async () => {
    const inner = new InMemoryEventStore();
    let failReads = 4;
    const flakyEvents: EventStore = {
      name: inner.name,
      append: (...a) => inner.append(...a),
      readStream: (...a) => inner.readStream(...a),
      readAll: async (after, limit) => {
        if (failReads-- > 0) throw new Error('SQLITE_BUSY (simulado)');
        return inner.readAll(after, limit);
      },
      headPosition: () => inner.headPosition(),
      onAppended: (l) => inner.onAppended(l),
      health: () => inner.health(),
      close: () => inner.close(),
    };
    const log = memoryLog();
    const runner = new ProjectionRunner(flakyEvents, store, [ledgerProjection('users')], [], { ...FAST, log });
    runners.push(runner);
    await runner.start();
    const appended = await inner.append('s-1', [event()], 'any');
    expect(await runner.waitFor(appended.position, 10_000)).toBe(true);
    expect(log.lines.filter((l) => l.fields.stage === 'read')).toHaveLength(4);
  });
});

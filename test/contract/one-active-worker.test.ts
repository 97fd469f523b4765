import { Logger } from '@nestjs/common';
import { randomUUID } from 'node:crypto';
import { performance } from 'node:perf_hooks';
import { MongoClient } from 'mongodb';
import type { AppConfig } from '../../src/config/app-config';
import type { NewEvent } from '../../src/platform/event-store/event-store.port';
import { InMemoryEventStore } from '../../src/platform/event-store/in-memory-event-store';
import type { AdapterHealth, AdapterReport } from '../../src/platform/health/adapter-health';
import { ReadinessService } from '../../src/platform/health/readiness.service';
import type { Projection, Reactor } from '../../src/platform/projections/projection';
import { ProjectionLease } from '../../src/platform/projections/projection-lease';
import { ProjectionRunner, RunnerLog } from '../../src/platform/projections/projection-runner';
import { ProjectionsService } from '../../src/platform/projections/projections.service';
import { LeaseLog, SingleActiveRunner } from '../../src/platform/projections/single-active-runner';
import { EmbeddedReadStore } from '../../src/platform/read-store/embedded-read-store';
import { MongoReadStore } from '../../src/platform/read-store/mongo-read-store';
import type { ReadStore } from '../../src/platform/read-store/read-store.port';
import { HeldReadStore } from '../support/held-read-store';
import { LocalPositionSignals } from '../../src/platform/signals/position-signals.port';

/**
 * Issue 10: with two workers on one read store, `inscritosCount` became 61 for 60 entries.
 * Here two "processes" (each its own lease, runner and read-store connection) share one
 * event log and one read store: on the embedded store shared in process, and on MongoDB
 * (FerretDB in CI) when CONTRACT_MONGO_URL is set. A short TTL keeps it fast.
 */
const TTL_MS = 900;
const CHECK_MS = TTL_MS / 3;
const silent: LeaseLog & RunnerLog = { log: () => undefined, warn: () => undefined, error: () => undefined };

const event = (): NewEvent => ({
  id: randomUUID(),
  type: 'EntrySubmitted',
  data: {},
  metadata: { userId: null, correlationId: 'c', causationId: null, at: new Date().toISOString() },
});

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

async function until(what: string, check: () => boolean | Promise<boolean>, timeoutMs = 10_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error(`Não aconteceu em ${timeoutMs} ms: ${what}`);
    await sleep(10);
  }
}

/** Who applied (or reacted to) which event, and when: the test's own record, outside the stores. */
type Application = { by: string; eventId: string; at: number };

interface Stores {
  name: string;
  /** A connection of its own for each process; the same data behind them. */
  open(): Promise<ReadStore>;
  cleanup(): Promise<void>;
}

function embedded(): Stores {
  const shared = new EmbeddedReadStore();
  // The embedded store cannot be shared by two processes; two runners in one process can.
  return { name: 'the embedded read store', open: async () => shared, cleanup: () => shared.close() };
}

function mongo(url: string): Stores {
  const database = `sorteios_lease_${randomUUID().slice(0, 8)}`;
  const dbUrl = new URL(url);
  dbUrl.pathname = `/${database}`;
  const opened: ReadStore[] = [];
  return {
    name: `MongoDB (${new URL(url).searchParams.get('appName') === 'ferretdb' ? 'FerretDB' : 'MongoDB'})`,
    async open() {
      const store = await MongoReadStore.connect(dbUrl.toString());
      opened.push(store);
      return store;
    },
    async cleanup() {
      await Promise.all(opened.map((s) => s.close()));
      const client = await MongoClient.connect(url);
      await client.db(database).dropDatabase().catch(() => undefined);
      await client.close();
    },
  };
}

const mongoUrl = process.env.CONTRACT_MONGO_URL || process.env.MONGO_URL;
const backends: Array<[string, () => Stores]> = [['embedded', embedded]];
if (mongoUrl) backends.push(['mongodb', () => mongo(mongoUrl)]);
else it.skip('one active worker on MongoDB: skipped because neither CONTRACT_MONGO_URL nor MONGO_URL is set', () => undefined);

describe.each(backends)('one active worker on %s', (_, makeStores) => {
  let stores: Stores;
  let events: InMemoryEventStore;
  let applied: Application[];
  let reacted: Application[];
  let workers: Array<{ stop(options?: { release?: boolean }): Promise<void> }>;

  beforeEach(() => {
    stores = makeStores();
    events = new InMemoryEventStore();
    applied = [];
    reacted = [];
    workers = [];
  });

  afterEach(async () => {
    await Promise.all(workers.map((w) => w.stop()));
    await stores.cleanup();
  });

  /**
   * A counter that is exact only if each event is applied once: `$inc` per application, no
   * guard. Only a single writer (and no replay) keeps it equal to the number of events.
   */
  const counter = (by: string): Projection => ({
    name: 'entrants',
    collections: ['entrant-counts'],
    async apply(e, store) {
      applied.push({ by, eventId: e.id, at: performance.now() });
      await store.collection('entrant-counts').updateOne({ _id: 'giveaway-1' }, { $inc: { inscritosCount: 1 } }, { upsert: true });
    },
  });
  const mailer = (by: string): Reactor => ({
    name: 'entry-mail',
    async react(e) {
      reacted.push({ by, eventId: e.id, at: performance.now() });
    },
  });

  /** One worker process: its own read-store connection, lease and runner. */
  async function startWorker(name: string, wrap: (store: ReadStore) => ReadStore = (s) => s) {
    const store = wrap(await stores.open());
    const lease = new ProjectionLease(store, { ttlMs: TTL_MS, holder: name });
    const keeper = new SingleActiveRunner(
      lease,
      (fence) => new ProjectionRunner(events, store, [counter(name)], [mailer(name)], { retryInitialMs: 10, retryMaxMs: 50, log: silent, ...fence }),
      { log: silent },
    );
    await keeper.start();
    workers.push(keeper);
    return { name, store, lease, keeper };
  }

  async function inscritosCount(): Promise<number> {
    const store = await stores.open();
    const doc = await store.collection<{ _id: string; inscritosCount: number }>('entrant-counts').findOne({ _id: 'giveaway-1' });
    return doc?.inscritosCount ?? 0;
  }

  /** Appends `n` entries, a few at a time, over roughly `ms`. */
  async function appendEntries(n: number, ms: number): Promise<void> {
    for (let i = 0; i < n; i++) {
      await events.append(`entry-${randomUUID()}`, [event()], 'no_stream');
      await sleep(ms / n);
    }
  }

  const timesApplied = () => {
    const byEvent = new Map<string, number>();
    for (const a of applied) byEvent.set(a.eventId, (byEvent.get(a.eventId) ?? 0) + 1);
    return byEvent;
  };

  it('lets one of two workers project while the other stands by, and applies each entry exactly once', async () => {
    const first = await startWorker('worker-1');
    const second = await startWorker('worker-2');
    expect(first.keeper.runner()).not.toBeNull();
    expect(second.keeper.runner()).toBeNull();
    expect(second.keeper.view()).toMatchObject({ state: 'standby', holder: 'worker-1' });

    // Over three TTLs, so the holder renews several times while the standby keeps looking.
    await appendEntries(60, 3 * TTL_MS);
    await until('60 entries projected', async () => (await inscritosCount()) >= 60);
    await sleep(CHECK_MS);

    expect(await inscritosCount()).toBe(60);
    expect([...timesApplied().values()].every((n) => n === 1)).toBe(true);
    expect(new Set(applied.map((a) => a.by))).toEqual(new Set(['worker-1']));
    expect(reacted).toHaveLength(60);
    expect(second.keeper.runner()).toBeNull();
  });

  it('lets exactly one of four workers started at the same moment project', async () => {
    const started = await Promise.all(['worker-1', 'worker-2', 'worker-3', 'worker-4'].map((name) => startWorker(name)));
    expect(started.filter((w) => w.keeper.runner() !== null)).toHaveLength(1);
    await appendEntries(30, TTL_MS);
    await until('30 entries projected', async () => (await inscritosCount()) >= 30);
    await sleep(CHECK_MS);
    expect(await inscritosCount()).toBe(30);
    expect(new Set(applied.map((a) => a.by)).size).toBe(1);
  });

  it('hands over to the standby about one TTL after the holder dies without releasing the lease, with no entry lost or counted twice', async () => {
    const first = await startWorker('worker-1');
    const second = await startWorker('worker-2');
    await appendEntries(20, 200);
    await until('20 entries projected', async () => (await inscritosCount()) >= 20);

    // A crash: no more renewals, no release (the runner ends at a batch boundary, as after a replay).
    await first.keeper.stop({ release: false });
    const died = Date.now();
    const appending = appendEntries(40, 2 * TTL_MS);
    await until('the standby takes over', () => second.keeper.runner() !== null, 5 * TTL_MS);
    const takeover = Date.now() - died;
    await appending;
    await until('60 entries projected', async () => (await inscritosCount()) >= 60);
    await sleep(CHECK_MS);

    // The stored expiry was at most a renewal interval old when the holder died.
    expect(takeover).toBeGreaterThanOrEqual(TTL_MS - CHECK_MS - 50);
    expect(takeover).toBeLessThanOrEqual(TTL_MS + 2 * CHECK_MS + 500);
    expect(await inscritosCount()).toBe(60);
    expect([...timesApplied().values()].every((n) => n === 1)).toBe(true);
    expect(applied.filter((a) => a.by === 'worker-2')).toHaveLength(applied.length - applied.filter((a) => a.by === 'worker-1').length);
    expect(applied.filter((a) => a.by === 'worker-2').length).toBeGreaterThan(0);
    expect(new Set(reacted.map((r) => r.eventId)).size).toBe(60);
  });

  it('hands over within one check when the holder stops cleanly and releases the lease', async () => {
    const first = await startWorker('worker-1');
    const second = await startWorker('worker-2');
    await appendEntries(10, 100);
    await until('10 entries projected', async () => (await inscritosCount()) >= 10);

    const stopped = Date.now();
    await first.keeper.stop();
    await until('the standby takes over', () => second.keeper.runner() !== null, 5 * TTL_MS);
    expect(Date.now() - stopped).toBeLessThan(TTL_MS - CHECK_MS);

    await appendEntries(10, 100);
    await until('20 entries projected', async () => (await inscritosCount()) >= 20);
    await sleep(CHECK_MS);
    expect(await inscritosCount()).toBe(20);
    expect([...timesApplied().values()].every((n) => n === 1)).toBe(true);
  });

  it('stops a holder whose renewals hang (a process paused past its TTL) before the standby starts projecting', async () => {
    let held: HeldReadStore | null = null;
    const first = await startWorker('worker-1', (store) => (held = new HeldReadStore(store, ['leases'])));
    const second = await startWorker('worker-2');
    await appendEntries(10, 100);
    await until('10 entries projected', async () => (await inscritosCount()) >= 10);

    held!.hold();
    await Promise.all([
      appendEntries(60, 3 * TTL_MS),
      until('the standby takes over', () => second.keeper.runner() !== null, 5 * TTL_MS),
    ]);
    await until('70 entries projected', () => new Set(applied.map((a) => a.eventId)).size >= 70);
    await sleep(CHECK_MS);

    expect(first.keeper.runner()).toBeNull();
    const lastByFirst = Math.max(...applied.filter((a) => a.by === 'worker-1').map((a) => a.at));
    const firstBySecond = Math.min(...applied.filter((a) => a.by === 'worker-2').map((a) => a.at));
    expect(lastByFirst).toBeLessThan(firstBySecond);
    // Events the fenced holder applied in the batch it could not commit are replayed by the
    // new holder, in order, as after a crash: that is what idempotent projections are for.
    // This test's counter is not idempotent, so it shows them: each applied by the old holder
    // first, then once by the new one, never both at once.
    const twice = [...timesApplied().entries()].filter(([, n]) => n > 1).map(([id]) => id);
    for (const id of twice) expect(applied.filter((a) => a.eventId === id).map((a) => a.by)).toEqual(['worker-1', 'worker-2']);
    expect(await inscritosCount()).toBe(70 + twice.length);
    held!.release();
  });

  it('applies every entry twice with two runners and no lease (what the lease prevents)', async () => {
    const store = await stores.open();
    // Each application inserts a document of its own: two racing `$inc`s can lose one on
    // FerretDB (its update reads and writes back); a new document is never lost.
    const ledger = (by: string): Projection => ({
      name: 'entrants',
      collections: ['applications'],
      async apply(e, s) {
        applied.push({ by, eventId: e.id, at: performance.now() });
        const _id = randomUUID();
        await s.collection('applications').replaceOne({ _id }, { _id, eventId: e.id, by }, { upsert: true });
      },
    });
    const runners = ['worker-1', 'worker-2'].map((name) => new ProjectionRunner(events, store, [ledger(name)], [], { log: silent }));
    // One after the other: two first checkpoint upserts at once collide on MongoDB's _id.
    for (const runner of runners) await runner.start();
    workers.push(...runners);
    await appendEntries(20, 100);
    const stored = () => store.collection<{ _id: string; eventId: string; by: string }>('applications').find({});
    await until('both runners wrote every entry', async () => (await stored()).length >= 40);
    await sleep(CHECK_MS);
    const rows = await stored();
    expect(rows).toHaveLength(40);
    const byEvent = new Map<string, string[]>();
    for (const row of rows) byEvent.set(row.eventId, [...(byEvent.get(row.eventId) ?? []), row.by]);
    expect(byEvent.size).toBe(20);
    for (const [, by] of byEvent) expect(by.sort()).toEqual(['worker-1', 'worker-2']);
  });
});

describe('a standby worker’s readiness', () => {
  // ProjectionsService logs through Nest's Logger: the lease's lines are not this test's output.
  beforeAll(() => Logger.overrideLogger(false));
  afterAll(() => Logger.overrideLogger(['log', 'error', 'warn', 'debug', 'verbose', 'fatal']));

  it('reports the standby as ready, with the lease held by the other, and reports it active once it takes over', async () => {
    const events = new InMemoryEventStore();
    const shared = new EmbeddedReadStore();
    // mongoUrl marks the read store as shared between processes: the services take the lease.
    const config = {
      role: 'worker',
      mongoUrl: 'mongodb://compartilhado',
      projectionLeaseTtlMs: TTL_MS,
      projectionRetry: { maxAttempts: 5, maxDelayMs: 50 },
      readYourWritesTimeoutMs: 500,
      readinessMaxLag: 100,
    } as AppConfig;
    const allOk = { allOk: async () => true, check: async () => ({}) as AdapterReport } as unknown as AdapterHealth;
    const service = () => {
      const s = new ProjectionsService(config, events, shared, allOk, new LocalPositionSignals());
      s.register({ name: 'entrants', collections: [], apply: async () => undefined });
      return s;
    };
    const first = service();
    const second = service();
    try {
      await first.onApplicationBootstrap();
      await second.onApplicationBootstrap();
      await events.append('entry-1', [event()], 'no_stream');
      await until('projected', async () => (await second.status(500)).lag === 0);

      const report = await new ReadinessService(config, allOk, second).report();
      expect(report.status).toBe('ok');
      expect(report.projections).toMatchObject({ running: true, lag: 0, lease: { state: 'standby' } });
      expect((await first.status(500)).lease).toMatchObject({ state: 'active' });
      expect(report.projections.lease?.holder).toBe((await first.status(500)).lease?.self);

      await first.stop();
      await until('the standby takes over', async () => (await second.status(500)).lease?.state === 'active', 5 * TTL_MS);
      await events.append('entry-2', [event()], 'no_stream');
      expect(await second.waitFor(2)).toBe(true);
    } finally {
      await first.stop();
      await second.stop();
      await shared.close();
    }
  });
});

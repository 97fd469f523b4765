import { randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { NewEvent } from '../../src/platform/event-store/event-store.port';
import { SqliteEventStore } from '../../src/platform/event-store/sqlite-event-store';
import { subscribeToAll, type Subscription } from '../../src/platform/event-store/subscribe-to-all';
import { RedisPositionSignals } from '../../src/platform/signals/redis-position-signals';
import { shareAppends } from '../../src/platform/signals/shared-appends';

/**
 * Issue 10: on the SQLite file shared by an `api` and a `worker`, an append in one process
 * woke the other only at its 1 s poll. With Redis, appends and projection progress are
 * published; here two "processes" each have their own store connection and Redis clients.
 */
const redisUrl = process.env.REDIS_URL;

const event = (): NewEvent => ({
  id: randomUUID(),
  type: 'EntrySubmitted',
  data: {},
  metadata: { userId: null, correlationId: 'c', causationId: null, at: new Date().toISOString() },
});

if (!redisUrl) it.skip('position signals over Redis: skipped because REDIS_URL is not set (test/support/global-setup.ts starts redis-server unless it is)', () => undefined);
else describe('position signals over Redis', () => {
  const prefix = `sorteios-test-${randomUUID().slice(0, 8)}:`;
  const closers: Array<() => Promise<void>> = [];
  let dir: string;

  beforeEach(() => {
    dir = mkdtempSync(join(tmpdir(), 'sorteios-signals-'));
  });
  afterEach(async () => {
    for (const close of closers.splice(0).reverse()) await close();
    rmSync(dir, { recursive: true, force: true });
  });

  async function open() {
    const signals = new RedisPositionSignals(redisUrl!, prefix);
    const store = shareAppends(new SqliteEventStore(join(dir, 'events.sqlite')), signals);
    closers.push(() => store.close(), () => signals.close());
    // The subscription is acknowledged before anyone publishes (a signal is not queued).
    await new Promise((r) => setTimeout(r, 200));
    return { signals, store };
  }

  it("tells another process's onAppended listeners of an append in this one", async () => {
    const api = await open();
    const worker = await open();
    const heard = new Promise<number>((resolve) => worker.store.onAppended(resolve));
    const { position } = await api.store.append(`entry-${randomUUID()}`, [event()], 'no_stream');
    await expect(heard).resolves.toBe(position);
  });

  it("wakes another process's idle subscription at once, long before its poll", async () => {
    const api = await open();
    const worker = await open();
    const seen: string[] = [];
    let subscription: Subscription | null = null;
    const arrived = new Promise<void>((resolve) => {
      // A poll of a minute: only the signal can deliver the event within the test's time.
      subscription = subscribeToAll(worker.store, 0, async (events) => {
        seen.push(...events.map((e) => e.id));
        resolve();
      }, { pollMs: 60_000 });
    });
    closers.push(() => subscription!.close());
    await new Promise((r) => setTimeout(r, 100));
    const appended = event();
    await api.store.append(`entry-${randomUUID()}`, [appended], 'no_stream');
    await arrived;
    expect(seen).toEqual([appended.id]);
  });

  it('delivers projection progress published by the worker to every other process', async () => {
    const worker = await open();
    const apiA = await open();
    const apiB = await open();
    const heardA = new Promise<number>((resolve) => apiA.signals.on('projected', resolve));
    const heardB = new Promise<number>((resolve) => apiB.signals.on('projected', resolve));
    worker.signals.publish('projected', 42);
    await expect(Promise.all([heardA, heardB])).resolves.toEqual([42, 42]);
  });

  it('drops a publish while Redis cannot be reached, without throwing or waiting', async () => {
    const signals = new RedisPositionSignals('redis://127.0.0.1:1', prefix);
    closers.push(() => signals.close());
    expect(() => signals.publish('appended', 1)).not.toThrow();
  });
});

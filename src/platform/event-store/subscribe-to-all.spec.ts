import { randomUUID } from 'node:crypto';
import { backoffDelay } from '../async/deadline';
import type { EventStore, NewEvent, RecordedEvent } from './event-store.port';
import { InMemoryEventStore } from './in-memory-event-store';
import { subscribeToAll, Subscription } from './subscribe-to-all';

const event = (n: number): NewEvent => ({
  id: randomUUID(),
  type: 'Counted',
  data: { n },
  metadata: { userId: null, correlationId: 'c', causationId: null, at: new Date().toISOString() },
});

/** The in-memory store, with readAll failing while `failReads` is above zero. */
function flakyLog(): { store: EventStore; failReads: number } {
  const inner = new InMemoryEventStore();
  const handle = {
    failReads: 0,
    store: {
      name: inner.name,
      append: (...args) => inner.append(...args),
      readStream: (...args) => inner.readStream(...args),
      readAll: async (after, limit) => {
        if (handle.failReads > 0) {
          handle.failReads -= 1;
          throw new Error('log indisponível');
        }
        return inner.readAll(after, limit);
      },
      headPosition: () => inner.headPosition(),
      onAppended: (listener) => inner.onAppended(listener),
      health: () => inner.health(),
      close: () => inner.close(),
    } satisfies EventStore,
  };
  return handle;
}

const until = async (condition: () => boolean, ms = 5000) => {
  const deadline = Date.now() + ms;
  while (!condition()) {
    if (Date.now() > deadline) throw new Error('condição não atingida a tempo');
    await new Promise((r) => setTimeout(r, 5));
  }
};

describe('subscribeToAll', () => {
  let subscription: Subscription | null = null;
  afterEach(async () => {
    await subscription?.close();
    subscription = null;
  });

  it('goes on after the log cannot be read, with waits that double, and then delivers every event', async () => {
    const log = flakyLog();
    await log.store.append('s-1', [event(1), event(2), event(3)], 'any');
    log.failReads = 3;
    const seen: number[] = [];
    const errors: Array<{ attempt: number; delayMs: number }> = [];
    subscription = subscribeToAll(log.store, 0, async (batch) => void seen.push(...batch.map((e) => e.position)), {
      retryInitialMs: 5,
      retryMaxMs: 1000,
      onError: (_err, retry) => errors.push(retry),
    });
    await until(() => seen.length === 3);
    expect(seen).toEqual([1, 2, 3]);
    expect(errors).toEqual([
      { attempt: 1, delayMs: 5 },
      { attempt: 2, delayMs: 10 },
      { attempt: 3, delayMs: 20 },
    ]);
  });

  it('hands a batch whose handler failed over again, from the same position, until it passes', async () => {
    const store = new InMemoryEventStore();
    await store.append('s-1', [event(1), event(2)], 'any');
    const batches: number[][] = [];
    let failuresLeft = 2;
    subscription = subscribeToAll(
      store,
      0,
      async (batch: RecordedEvent[]) => {
        batches.push(batch.map((e) => e.position));
        if (failuresLeft-- > 0) throw new Error('read store fora do ar');
      },
      { retryInitialMs: 1, retryMaxMs: 5 },
    );
    await until(() => batches.length === 3);
    await store.append('s-1', [event(3)], 'any');
    await until(() => batches.length === 4);
    expect(batches).toEqual([[1, 2], [1, 2], [1, 2], [3]]);
  });

  it('ends a backoff wait at once when closed', async () => {
    const log = flakyLog();
    log.failReads = Number.MAX_SAFE_INTEGER;
    let errors = 0;
    subscription = subscribeToAll(log.store, 0, async () => undefined, { retryInitialMs: 60_000, onError: () => errors++ });
    await until(() => errors === 1);
    const started = Date.now();
    await subscription.close();
    subscription = null;
    expect(Date.now() - started).toBeLessThan(1000);
  });

  it('computes backoff delays that double from the first and stop at the cap', () => {
    expect([1, 2, 3, 4, 5, 6, 10, 100].map((attempt) => backoffDelay(attempt, 100, 1000))).toEqual([100, 200, 400, 800, 1000, 1000, 1000, 1000]);
  });
});

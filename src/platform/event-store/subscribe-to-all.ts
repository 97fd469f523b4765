import { backoffDelay } from '../async/deadline';
import { EventStore, RecordedEvent } from './event-store.port';

export interface Subscription {
  close(): Promise<void>;
}

export interface SubscribeOptions {
  batchSize?: number;
  /** How often to look for appends no listener told us about (another process). */
  pollMs?: number;
  /** First wait after an error; it doubles with each consecutive error, up to retryMaxMs. */
  retryInitialMs?: number;
  retryMaxMs?: number;
  /** Told once per failed attempt, before the wait; the subscription itself goes on. */
  onError?: (err: unknown, retry: { attempt: number; delayMs: number }) => void;
}

/**
 * Catch-up subscription built on the port: reads the global log after `after` in batches,
 * then waits for appends. Handlers see every event in order. An error in reading the log or
 * in the batch handler never ends it: the same batch is read and handed over again after a
 * growing wait (retryInitialMs doubling to retryMaxMs), forever, since a store that is down
 * for a minute comes back. So a batch may be seen more than once: handlers are idempotent.
 * Only close() ends it.
 */
export function subscribeToAll(
  store: EventStore,
  after: number,
  onBatch: (events: RecordedEvent[]) => Promise<void>,
  options: SubscribeOptions = {},
): Subscription {
  const batchSize = options.batchSize ?? 500;
  const pollMs = options.pollMs ?? 1000;
  const retryInitialMs = options.retryInitialMs ?? 100;
  const retryMaxMs = options.retryMaxMs ?? 30_000;
  let position = after;
  let closed = false;
  // Ends the current wait: an append ends an idle wait, close() ends any wait.
  let interrupt: ((byAppend: boolean) => void) | null = null;
  const unlisten = store.onAppended(() => interrupt?.(true));

  const wait = (ms: number, wakeOnAppend: boolean) =>
    new Promise<void>((resolve) => {
      const timer = setTimeout(done, ms);
      function done() {
        clearTimeout(timer);
        interrupt = null;
        resolve();
      }
      interrupt = (byAppend) => {
        if (!byAppend || wakeOnAppend) done();
      };
    });

  const loop = (async () => {
    let failures = 0;
    while (!closed) {
      try {
        const events = await store.readAll(position, batchSize);
        if (events.length > 0) {
          await onBatch(events);
          position = events[events.length - 1].position;
          failures = 0;
          continue;
        }
        failures = 0;
        await wait(pollMs, true);
      } catch (err) {
        if (closed) break;
        failures += 1;
        const delayMs = backoffDelay(failures, retryInitialMs, retryMaxMs);
        try {
          options.onError?.(err, { attempt: failures, delayMs });
        } catch {
          // A failing error reporter must not end the subscription either.
        }
        await wait(delayMs, false);
      }
    }
  })();

  return {
    async close() {
      closed = true;
      unlisten();
      interrupt?.(false);
      await loop;
    },
  };
}

import { EventStore, RecordedEvent } from './event-store.port';

export interface Subscription {
  close(): Promise<void>;
}

/**
 * Catch-up subscription built on the port: reads the global log after `after` in batches,
 * then waits for appends. Handlers see every event once, in order; a batch handler that
 * throws stops the subscription and reports through onError.
 */
export function subscribeToAll(
  store: EventStore,
  after: number,
  onBatch: (events: RecordedEvent[]) => Promise<void>,
  options: { batchSize?: number; pollMs?: number; onError?: (err: unknown) => void } = {},
): Subscription {
  const batchSize = options.batchSize ?? 500;
  const pollMs = options.pollMs ?? 1000;
  let position = after;
  let closed = false;
  let wake: (() => void) | null = null;
  const unlisten = store.onAppended(() => wake?.());

  const loop = (async () => {
    while (!closed) {
      const events = await store.readAll(position, batchSize);
      if (events.length > 0) {
        await onBatch(events);
        position = events[events.length - 1].position;
        continue;
      }
      await new Promise<void>((resolve) => {
        const timer = setTimeout(resolve, pollMs);
        wake = () => {
          clearTimeout(timer);
          resolve();
        };
      });
      wake = null;
    }
  })().catch((err) => {
    closed = true;
    options.onError?.(err);
  });

  return {
    async close() {
      closed = true;
      unlisten();
      wake?.();
      await loop;
    },
  };
}

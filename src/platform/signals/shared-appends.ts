import type { EventStore } from '../event-store/event-store.port';
import type { PositionSignals } from './position-signals.port';

/**
 * Makes appends visible across processes on a store that cannot tell them itself (the
 * SQLite file shared by an `api` and a `worker`): each acknowledged append is published,
 * and `onAppended` listeners hear other processes' appends too. Replaces the two methods
 * on the adapter itself, like the metered ports, so it stays the same object.
 */
export function shareAppends<T extends EventStore>(store: T, signals: PositionSignals): T {
  if (!signals.crossProcess) return store;
  const append = store.append.bind(store);
  const onAppended = store.onAppended.bind(store);
  store.append = (streamId, events, expected) =>
    append(streamId, events, expected).then((result) => {
      signals.publish('appended', result.position);
      return result;
    });
  store.onAppended = (listener) => {
    const local = onAppended(listener);
    const remote = signals.on('appended', listener);
    return () => {
      local();
      remote();
    };
  };
  return store;
}

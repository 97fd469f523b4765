import type { RecordedEvent } from '../event-store/event-store.port';
import type { ReadStore } from '../read-store/read-store.port';

/**
 * A projection builds read models from the global log. It is the only writer of its
 * collections, and apply() must be idempotent: after a crash mid-batch the runner replays
 * events after the last stored checkpoint, so the same event may be applied twice.
 */
export interface Projection {
  readonly name: string;
  /** Collections it owns (dropped by a rebuild). */
  readonly collections: string[];
  setup?(store: ReadStore): Promise<void>;
  apply(event: RecordedEvent, store: ReadStore): Promise<void>;
}

/**
 * A reactor turns events into jobs (keyed by event id, so a replay never sends twice).
 * Its checkpoint survives a projection rebuild: history is not re-sent. The reactions to
 * one batch run concurrently, so a reactor must not depend on the order of events.
 */
export interface Reactor {
  readonly name: string;
  react(event: RecordedEvent): Promise<void>;
}

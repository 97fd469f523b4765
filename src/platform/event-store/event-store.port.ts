/**
 * The EventStore port: every adapter (SQLite, EventStoreDB, in-memory) keeps these
 * semantics, and test/contract/event-store.contract.ts checks them against each one.
 */
export interface EventMetadata {
  userId: string | null;
  correlationId: string;
  causationId: string | null;
  /** ISO 8601 UTC time of the decision that produced the event. */
  at: string;
  [key: string]: unknown;
}

export interface NewEvent<T extends string = string, D = Record<string, unknown>> {
  /** UUID; appending the same ids again is idempotent (the first result is returned). */
  id: string;
  type: T;
  data: D;
  metadata: EventMetadata;
}

export interface RecordedEvent<T extends string = string, D = Record<string, unknown>> extends NewEvent<T, D> {
  streamId: string;
  /** 0-based position of the event inside its stream. */
  revision: number;
  /** Position in the global log: its own for each event (see readAll), gaps allowed, always > 0. */
  position: number;
  /** ISO time at which the store recorded it. */
  recordedAt: string;
}

/**
 * 'any': no check; 'no_stream': the stream must not exist; 'stream_exists': it must exist;
 * a number: the revision of the stream's last event must be exactly this.
 */
export type ExpectedRevision = 'any' | 'no_stream' | 'stream_exists' | number;

export interface AppendResult {
  /** Revision of the last event now in the stream. */
  revision: number;
  /** Global position of the last appended event. */
  position: number;
}

export interface EventStore {
  readonly name: string;
  append(streamId: string, events: NewEvent[], expected: ExpectedRevision): Promise<AppendResult>;
  /** Events of one stream in order; [] when the stream does not exist. */
  readStream(streamId: string, fromRevision?: number): Promise<RecordedEvent[]>;
  /**
   * Events of the global log with position > after, in order, at most limit.
   *
   * The position rule, which every reader resuming from a checkpoint relies on: positions
   * strictly increase per event (the events of one append never share one), and
   * `readAll(p, n)` starts with the very next event after the one at `p`, also inside a
   * multi-event append. So reading one event per page from 0 visits every event exactly
   * once, in order (checked by test/contract/event-store.contract.ts).
   */
  readAll(after: number, limit: number): Promise<RecordedEvent[]>;
  /** Position of the last event in the global log (0 when empty). */
  headPosition(): Promise<number>;
  /** Called (at least once) after events are appended, by this process or, where the backend can tell, another. */
  onAppended(listener: (position: number) => void): () => void;
  health(): Promise<{ ok: boolean; detail?: string }>;
  close(): Promise<void>;
}

export class WrongExpectedRevisionError extends Error {
  readonly code = 'WRONG_EXPECTED_REVISION';
  constructor(
    readonly streamId: string,
    readonly expected: ExpectedRevision,
    readonly actual: number | 'no_stream',
  ) {
    super(`Revisão inesperada em ${streamId}: esperada ${String(expected)}, atual ${String(actual)}`);
  }
}

export const EVENT_STORE = Symbol('EVENT_STORE');

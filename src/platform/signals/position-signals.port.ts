/**
 * Wake-ups between processes. A process learns of its own appends and projections directly
 * (EventStore.onAppended, the runner's waiters); these signals tell the others, so the split
 * shape (an `api` appending, a `worker` projecting) answers a write as fast as role `all`
 * rather than at the worker's poll interval. A signal is only a hint to look now: a lost one
 * costs a poll interval, never correctness, because every listener reads the stores itself.
 */
export type PositionKind =
  /** The global log has grown to this position (someone appended). */
  | 'appended'
  /** Every consumer still fed has projected up to this position (the runner committed). */
  | 'projected';

export interface PositionSignals {
  readonly name: string;
  /** Tells the other processes; never throws and never waits (a hint, not a write). */
  publish(kind: PositionKind, position: number): void;
  /** Called with each position another process (or this one) published; returns the unsubscribe. */
  on(kind: PositionKind, listener: (position: number) => void): () => void;
  /** Whether other processes are reached at all (readers poll less often when they are). */
  readonly crossProcess: boolean;
  close(): Promise<void>;
}

export const POSITION_SIGNALS = Symbol('POSITION_SIGNALS');

/** One process alone (no REDIS_URL): there is nobody else to tell. */
export class LocalPositionSignals implements PositionSignals {
  readonly name = 'local';
  readonly crossProcess = false;
  publish(): void {}
  on(): () => void {
    return () => undefined;
  }
  async close(): Promise<void> {}
}

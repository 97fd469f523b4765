import { AppendResult, ExpectedRevision, NewEvent, WrongExpectedRevisionError } from './event-store.port';

/**
 * Append rules shared by the embedded adapters (in-memory and SQLite), so both keep exactly
 * the same semantics; EventStoreDB applies its own equivalent rules on the server.
 */

/** Where an event id is already stored, if anywhere. */
export interface StoredEventRef {
  streamId: string;
  revision: number;
  position: number;
}

/** Some, but not all, of the ids are already stored (or they are stored in another stream). */
export class EventIdConflictError extends Error {
  readonly code = 'EVENT_ID_CONFLICT';
  constructor(readonly streamId: string) {
    super(`Eventos já gravados em parte, ou em outro fluxo, ao gravar em ${streamId}`);
  }
}

/** `current` is the revision of the stream's last event, -1 when the stream does not exist. */
export function assertExpectedRevision(streamId: string, expected: ExpectedRevision, current: number): void {
  const exists = current >= 0;
  const ok =
    expected === 'any' ||
    (expected === 'no_stream' && !exists) ||
    (expected === 'stream_exists' && exists) ||
    (typeof expected === 'number' && expected === current);
  if (!ok) throw new WrongExpectedRevisionError(streamId, expected, exists ? current : 'no_stream');
}

/**
 * A retried request (same event ids) must get the first answer back instead of a conflict,
 * whatever revision it expects: the client may simply not have seen the first reply.
 * Returns null when none of the ids is stored, i.e. the append is new.
 */
export function idempotentResult(streamId: string, stored: (StoredEventRef | undefined)[]): AppendResult | null {
  if (stored.every((s) => s === undefined)) return null;
  if (!stored.every((s) => s !== undefined && s.streamId === streamId)) throw new EventIdConflictError(streamId);
  const refs = stored as StoredEventRef[];
  return {
    revision: Math.max(...refs.map((s) => s.revision)),
    position: Math.max(...refs.map((s) => s.position)),
  };
}

/**
 * An empty append has no position to answer with, and a repeated id inside one request
 * could never be stored twice: both are the caller's mistake, rejected before any write.
 */
export function assertValidRequest(streamId: string, events: NewEvent[]): void {
  if (events.length === 0) throw new Error(`Nenhum evento para gravar em ${streamId}`);
  if (new Set(events.map((e) => e.id)).size !== events.length) throw new EventIdConflictError(streamId);
}

import { EventIdConflictError } from './append-rules';
import { AppendResult, ExpectedRevision, WrongExpectedRevisionError } from './event-store.port';

/** One append as the writer thread receives it: data and metadata already serialised. */
export interface WriteRequest {
  streamId: string;
  expected: ExpectedRevision;
  events: { id: string; type: string; data: string; metadata: string }[];
}

/** A failed append crosses the thread as plain data and becomes the same error again. */
export type SerialisedError =
  | { kind: 'wrong-revision'; streamId: string; expected: ExpectedRevision; actual: number | 'no_stream' }
  | { kind: 'id-conflict'; streamId: string }
  | { kind: 'other'; message: string; code?: string };

export type WriteOutcome = { result: AppendResult } | { error: SerialisedError };

export interface WriteGroupMessage {
  group: number;
  requests: WriteRequest[];
}

export type WriterReply = { group: number; outcomes: WriteOutcome[] } | { group: number; failed: SerialisedError } | 'closed';

export function serialiseError(error: unknown): SerialisedError {
  if (error instanceof WrongExpectedRevisionError) return { kind: 'wrong-revision', streamId: error.streamId, expected: error.expected, actual: error.actual };
  if (error instanceof EventIdConflictError) return { kind: 'id-conflict', streamId: error.streamId };
  const code = (error as { code?: unknown })?.code;
  return { kind: 'other', message: error instanceof Error ? error.message : String(error), ...(typeof code === 'string' ? { code } : {}) };
}

export function deserialiseError(error: SerialisedError): Error {
  switch (error.kind) {
    case 'wrong-revision':
      return new WrongExpectedRevisionError(error.streamId, error.expected, error.actual);
    case 'id-conflict':
      return new EventIdConflictError(error.streamId);
    default:
      return Object.assign(new Error(error.message), error.code ? { code: error.code } : {});
  }
}

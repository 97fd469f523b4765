import { assertExpectedRevision, assertValidRequest, idempotentResult } from './append-rules';
import { AppendResult, EventStore, ExpectedRevision, NewEvent, RecordedEvent } from './event-store.port';

/**
 * EventStore kept in process memory, for unit tests: same semantics as the SQLite adapter
 * (expected revision, idempotency by event id, global positions from 1), nothing on disk.
 */
export class InMemoryEventStore implements EventStore {
  readonly name = 'memory';
  private readonly log: RecordedEvent[] = [];
  private readonly streams = new Map<string, RecordedEvent[]>();
  private readonly byId = new Map<string, RecordedEvent>();
  private readonly listeners = new Set<(position: number) => void>();

  // The body runs synchronously up to its end, so concurrent calls are applied one at a time
  // in call order, like the SQLite adapter's group commit.
  async append(streamId: string, events: NewEvent[], expected: ExpectedRevision): Promise<AppendResult> {
    assertValidRequest(streamId, events);
    const again = idempotentResult(
      streamId,
      events.map((e) => this.byId.get(e.id)),
    );
    if (again) return again;
    const stream = this.streams.get(streamId) ?? [];
    assertExpectedRevision(streamId, expected, stream.length - 1);
    const recordedAt = new Date().toISOString();
    // Copies, so that a caller mutating its objects later cannot rewrite history; all are
    // made before anything is stored, so an uncloneable event leaves no partial append.
    const recorded: RecordedEvent[] = events.map((event, i) => ({
      ...structuredClone(event),
      streamId,
      revision: stream.length + i,
      position: this.log.length + 1 + i,
      recordedAt,
    }));
    for (const e of recorded) this.byId.set(e.id, e);
    stream.push(...recorded);
    this.log.push(...recorded);
    this.streams.set(streamId, stream);
    const result = { revision: stream.length - 1, position: this.log.length };
    this.notify(result.position);
    return result;
  }

  async readStream(streamId: string, fromRevision = 0): Promise<RecordedEvent[]> {
    return structuredClone((this.streams.get(streamId) ?? []).slice(fromRevision));
  }

  // Positions are 1-based and gapless here, so position p sits at index p - 1.
  async readAll(after: number, limit: number): Promise<RecordedEvent[]> {
    return structuredClone(this.log.slice(Math.max(0, after), Math.max(0, after) + limit));
  }

  async headPosition(): Promise<number> {
    return this.log.length;
  }

  onAppended(listener: (position: number) => void): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  async health(): Promise<{ ok: boolean; detail?: string }> {
    return { ok: true };
  }

  async close(): Promise<void> {
    this.listeners.clear();
  }

  private notify(position: number): void {
    for (const listener of [...this.listeners]) {
      try {
        listener(position);
      } catch {
        // A listener is only a wake-up call; one that fails must not fail the append.
      }
    }
  }
}

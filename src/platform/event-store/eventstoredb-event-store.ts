import {
  ANY,
  AllStreamRecordedEvent,
  AllStreamSubscription,
  AppendExpectedRevision,
  BACKWARDS,
  END,
  EventStoreDBClient,
  FORWARDS,
  JSONRecordedEvent,
  JSONType,
  NO_STREAM,
  START,
  STREAM_EXISTS,
  StreamNotFoundError,
  WrongExpectedVersionError,
  excludeSystemEvents,
  jsonEvent,
} from '@eventstore/db-client';
import { assertValidRequest } from './append-rules';
import {
  AppendResult,
  EventMetadata,
  EventStore,
  ExpectedRevision,
  NewEvent,
  RecordedEvent,
  WrongExpectedRevisionError,
} from './event-store.port';

const toEsdbExpected = (expected: ExpectedRevision): AppendExpectedRevision => {
  if (expected === 'any') return ANY;
  if (expected === 'no_stream') return NO_STREAM;
  if (expected === 'stream_exists') return STREAM_EXISTS;
  return BigInt(expected);
};

// Streams and types starting with '$' belong to the server (stats, metadata, projections'
// links); the product never writes them and its readers must not see them.
const isSystem = (e: { streamId: string; type: string }) => e.streamId.startsWith('$') || e.type.startsWith('$');

// The port's position is the commit position. The server writes each event of an append as
// its own self-committed log record, so an event's commit and prepare positions are both
// where that record starts: a position is the event's own, and reading $all from
// { commit: p, prepare: p } starts exactly at that event (KurrentDB's AllReader and
// ResolvedEvent). As a Number it stays exact up to 2^53 bytes of log.
const toRecorded = (e: JSONRecordedEvent | AllStreamRecordedEvent): RecordedEvent => ({
  id: e.id,
  type: e.type,
  data: e.data as Record<string, unknown>,
  metadata: e.metadata as EventMetadata,
  streamId: e.streamId,
  revision: Number(e.revision),
  position: Number(e.position?.commit ?? 0),
  recordedAt: e.created.toISOString(),
});

/**
 * Only an explicit transaction (the legacy TCP API; the gRPC appends used here never write
 * one) gives several events one commit position: a reader resuming after the first would
 * skip the others. Such a log breaks the port's position rule, so it fails loudly here.
 */
const assertOwnPosition = (e: AllStreamRecordedEvent) => {
  if (e.position.commit !== e.position.prepare) {
    throw new Error(
      `O evento ${e.id} de ${e.streamId} foi gravado numa transação explícita do EventStoreDB ` +
        `(commit ${e.position.commit}, prepare ${e.position.prepare}) e não tem posição própria no log`,
    );
  }
};

/**
 * EventStore on EventStoreDB / KurrentDB, selected by EVENTSTORE_URL. Thin on purpose: the
 * server enforces expected revisions and idempotency by event id (for a retry that repeats
 * the same expected revision); this class only translates shapes and errors.
 * It needs a server that returns positions on append and read (EventStoreDB 22.6 or later).
 */
export class EventStoreDbEventStore implements EventStore {
  readonly name = 'eventstoredb';
  private readonly client: EventStoreDBClient;
  private readonly listeners = new Set<(position: number) => void>();
  private subscription: AllStreamSubscription | null = null;
  private resubscribeTimer: NodeJS.Timeout | null = null;
  private closed = false;

  constructor(connectionString: string) {
    this.client = EventStoreDBClient.connectionString(connectionString);
  }

  async append(streamId: string, events: NewEvent[], expected: ExpectedRevision): Promise<AppendResult> {
    assertValidRequest(streamId, events);
    const data = events.map((e) =>
      jsonEvent({ id: e.id, type: e.type, data: e.data as JSONType, metadata: e.metadata as JSONType }),
    );
    try {
      const result = await this.client.appendToStream(streamId, data, { expectedRevision: toEsdbExpected(expected) });
      // The server answers an idempotent retry without a position: find the original instead.
      if (!result.position || result.position.commit < 0n) return this.findWritten(streamId, events[events.length - 1].id);
      const position = Number(result.position.commit);
      // Same-process readers wake at once, without waiting for the subscription's echo.
      this.notify(position);
      return { revision: Number(result.nextExpectedRevision), position };
    } catch (err) {
      if (err instanceof WrongExpectedVersionError) {
        const actual = err.actualVersion === NO_STREAM ? 'no_stream' : Number(err.actualVersion);
        throw new WrongExpectedRevisionError(streamId, expected, actual);
      }
      throw err;
    }
  }

  async readStream(streamId: string, fromRevision = 0): Promise<RecordedEvent[]> {
    const events: RecordedEvent[] = [];
    try {
      const read = this.client.readStream(streamId, {
        fromRevision: fromRevision > 0 ? BigInt(fromRevision) : START,
        direction: FORWARDS,
      });
      for await (const resolved of read) {
        if (resolved.event) events.push(toRecorded(resolved.event as JSONRecordedEvent));
      }
    } catch (err) {
      if (err instanceof StreamNotFoundError) return [];
      throw err;
    }
    return events;
  }

  async readAll(after: number, limit: number): Promise<RecordedEvent[]> {
    const events: RecordedEvent[] = [];
    if (limit <= 0) return events;
    // The server starts at the given position inclusive; the port excludes it. Reading
    // stops (and the server call is cancelled) as soon as `limit` events are collected,
    // since system events in between make the server-side count useless.
    const fromPosition = after > 0 ? { commit: BigInt(after), prepare: BigInt(after) } : START;
    for await (const resolved of this.client.readAll({ fromPosition, direction: FORWARDS })) {
      const e = resolved.event;
      if (!e || isSystem(e) || Number(e.position.commit) <= after) continue;
      assertOwnPosition(e);
      events.push(toRecorded(e));
      if (events.length >= limit) break;
    }
    return events;
  }

  async headPosition(): Promise<number> {
    for await (const resolved of this.client.readAll({ fromPosition: END, direction: BACKWARDS })) {
      const e = resolved.event;
      if (e && !isSystem(e)) return Number(e.position.commit);
    }
    return 0;
  }

  onAppended(listener: (position: number) => void): () => void {
    this.listeners.add(listener);
    this.subscribe();
    return () => {
      this.listeners.delete(listener);
      if (this.listeners.size === 0) void this.unsubscribe();
    };
  }

  async health(): Promise<{ ok: boolean; detail?: string }> {
    try {
      for await (const _ of this.client.readAll({ fromPosition: END, direction: BACKWARDS, maxCount: 1 })) break;
      return { ok: true };
    } catch (err) {
      return { ok: false, detail: err instanceof Error ? err.message : String(err) };
    }
  }

  async close(): Promise<void> {
    this.closed = true;
    this.listeners.clear();
    await this.unsubscribe();
    await this.client.dispose();
  }

  private async findWritten(streamId: string, lastId: string): Promise<AppendResult> {
    for await (const resolved of this.client.readStream(streamId, { fromRevision: END, direction: BACKWARDS })) {
      const e = resolved.event;
      if (e?.id === lastId && e.position) return { revision: Number(e.revision), position: Number(e.position.commit) };
    }
    throw new Error(`O EventStoreDB não informou a posição do evento gravado em ${streamId}`);
  }

  /**
   * Live subscription from the end of $all, so appends by other API replicas wake this
   * process's projections too. Losing it only adds latency (readers also poll), so on an
   * error it is simply re-opened a second later.
   */
  private subscribe(): void {
    if (this.subscription || this.closed) return;
    const subscription = this.client.subscribeToAll({ fromPosition: END, filter: excludeSystemEvents() });
    subscription.on('data', (resolved) => {
      if (resolved.event) this.notify(Number(resolved.event.position.commit));
    });
    subscription.on('error', () => {
      if (this.subscription !== subscription) return;
      this.subscription = null;
      this.resubscribeTimer = setTimeout(() => {
        this.resubscribeTimer = null;
        if (this.listeners.size > 0) this.subscribe();
      }, 1000);
      this.resubscribeTimer.unref();
    });
    this.subscription = subscription;
  }

  private async unsubscribe(): Promise<void> {
    if (this.resubscribeTimer) clearTimeout(this.resubscribeTimer);
    this.resubscribeTimer = null;
    const subscription = this.subscription;
    this.subscription = null;
    await subscription?.unsubscribe().catch(() => undefined);
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

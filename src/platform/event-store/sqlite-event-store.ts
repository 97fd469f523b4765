import type Database from 'better-sqlite3';
import type { Worker } from 'node:worker_threads';
import { startWorker } from '../threads/start-worker';
import { assertValidRequest } from './append-rules';
import { AppendResult, EventStore, ExpectedRevision, NewEvent, RecordedEvent } from './event-store.port';
import { openEventFile } from './sqlite-event-file';
import { deserialiseError, WriteGroupMessage, WriteRequest, WriterReply } from './sqlite-writer-protocol';

interface Row {
  position: number;
  id: string;
  stream_id: string;
  revision: number;
  type: string;
  data: string;
  metadata: string;
  recorded_at: string;
}

interface PendingAppend {
  request: WriteRequest;
  resolve(result: AppendResult): void;
  reject(error: unknown): void;
}

const toRecorded = (row: Row): RecordedEvent => ({
  id: row.id,
  type: row.type,
  data: JSON.parse(row.data),
  metadata: JSON.parse(row.metadata),
  streamId: row.stream_id,
  revision: row.revision,
  position: row.position,
  recordedAt: row.recorded_at,
});

/**
 * The embedded EventStore: one SQLite file in WAL mode. Reads run here, on the caller's
 * thread; appends are written by a writer thread (sqlite-writer.worker.ts) with
 * synchronous=FULL, so an append is on disk before its promise resolves while the event loop
 * goes on serving. Appends that arrive while a group is being written wait and form the next
 * group (group commit): one fsync pays for all of them, yet each is checked and succeeds or
 * fails on its own, and sees the appends queued before it.
 */
export class SqliteEventStore implements EventStore {
  readonly name = 'sqlite';
  /** How many write transactions (fsyncs) carried how many appends: for tests and benchmarks. */
  readonly stats = { transactions: 0, appends: 0 };
  private readonly db: Database.Database;
  private readonly listeners = new Set<(position: number) => void>();
  private queue: PendingAppend[] = [];
  private scheduled: NodeJS.Immediate | null = null;
  /** The group the writer thread is committing, if any: one at a time, so order is kept. */
  private inFlight: { group: number; appends: PendingAppend[] } | null = null;
  private groups = 0;
  private writer: Worker | null = null;
  private closed = false;
  private drained: (() => void) | null = null;
  private readonly statements;

  constructor(readonly file: string) {
    this.db = openEventFile(file, 'read');
    this.statements = {
      readStream: this.db.prepare<[string, number], Row>('SELECT * FROM events WHERE stream_id = ? AND revision >= ? ORDER BY revision'),
      readAll: this.db.prepare<[number, number], Row>('SELECT * FROM events WHERE position > ? ORDER BY position LIMIT ?'),
      head: this.db.prepare<[], number>('SELECT COALESCE(MAX(position), 0) FROM events').pluck(),
    };
  }

  append(streamId: string, events: NewEvent[], expected: ExpectedRevision): Promise<AppendResult> {
    if (this.closed) return Promise.reject(new Error('EventStore SQLite já foi fechado'));
    return new Promise((resolve, reject) => {
      // Checked and serialised here: a caller's mistake fails its own append, never the group.
      assertValidRequest(streamId, events);
      const serialised = events.map((e) => ({ id: e.id, type: e.type, data: JSON.stringify(e.data), metadata: JSON.stringify(e.metadata) }));
      this.queue.push({ request: { streamId, expected, events: serialised }, resolve, reject });
      this.scheduled ??= setImmediate(() => this.sendNextGroup());
    });
  }

  async readStream(streamId: string, fromRevision = 0): Promise<RecordedEvent[]> {
    return this.statements.readStream.all(streamId, fromRevision).map(toRecorded);
  }

  async readAll(after: number, limit: number): Promise<RecordedEvent[]> {
    return this.statements.readAll.all(after, limit).map(toRecorded);
  }

  async headPosition(): Promise<number> {
    return this.statements.head.get() ?? 0;
  }

  onAppended(listener: (position: number) => void): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  async health(): Promise<{ ok: boolean; detail?: string }> {
    try {
      this.db.prepare('SELECT 1').get();
      return { ok: true, detail: this.file };
    } catch (err) {
      return { ok: false, detail: err instanceof Error ? err.message : String(err) };
    }
  }

  async close(): Promise<void> {
    if (this.closed) return;
    this.closed = true;
    // Appends already accepted are written, not dropped.
    if (this.scheduled) clearImmediate(this.scheduled);
    this.scheduled = null;
    if (this.inFlight || this.queue.length > 0) {
      const drained = new Promise<void>((resolve) => (this.drained = resolve));
      if (!this.inFlight) this.sendNextGroup();
      await drained;
    }
    this.listeners.clear();
    const writer = this.writer;
    this.writer = null;
    if (writer) {
      // The thread closes its connection (the file is left consistent), then it is ended.
      const closed = new Promise((resolve) => writer.on('message', (reply) => reply === 'closed' && resolve(undefined)));
      writer.ref();
      writer.postMessage('close');
      await closed;
      await writer.terminate();
    }
    this.db.close();
  }

  private sendNextGroup(): void {
    this.scheduled = null;
    if (this.inFlight) return;
    const appends = this.queue;
    if (appends.length === 0) return this.drained?.();
    this.queue = [];
    this.inFlight = { group: ++this.groups, appends };
    const message: WriteGroupMessage = { group: this.groups, requests: appends.map((a) => a.request) };
    this.writer ??= this.startWriter();
    // Referenced only while it holds a group: an idle writer does not keep the process alive.
    this.writer.ref();
    this.writer.postMessage(message);
  }

  private onWritten(reply: WriterReply): void {
    if (reply === 'closed') return;
    const current = this.inFlight;
    if (!current || current.group !== reply.group) return;
    this.inFlight = null;
    this.writer?.unref();
    if ('failed' in reply) {
      const error = deserialiseError(reply.failed);
      current.appends.forEach((a) => a.reject(error));
    } else {
      this.stats.transactions += 1;
      this.stats.appends += current.appends.length;
      let head = 0;
      reply.outcomes.forEach((outcome, i) => {
        if ('error' in outcome) return current.appends[i].reject(deserialiseError(outcome.error));
        current.appends[i].resolve(outcome.result);
        head = Math.max(head, outcome.result.position);
      });
      if (head > 0) this.notify(head);
    }
    this.sendNextGroup();
  }

  private startWriter(): Worker {
    const writer = startWorker(__dirname, 'sqlite-writer.worker', { file: this.file });
    writer.on('message', (reply: WriterReply) => this.onWritten(reply));
    // A lost thread fails the group it held (which may or may not be on disk: a retry with the
    // same event ids is answered idempotently) and the next group starts a new thread.
    writer.on('error', (error) => this.onWriterLost(writer, error));
    writer.on('exit', (code) => this.onWriterLost(writer, new Error(`A thread de escrita do EventStore SQLite terminou (código ${code})`)));
    return writer;
  }

  private onWriterLost(writer: Worker, error: unknown): void {
    if (this.writer !== writer) return;
    this.writer = null;
    const lost = this.inFlight;
    this.inFlight = null;
    lost?.appends.forEach((a) => a.reject(error));
    this.sendNextGroup();
  }

  private notify(position: number): void {
    for (const listener of [...this.listeners]) {
      try {
        listener(position);
      } catch {
        // A listener is only a wake-up call; one that fails must not fail the appends.
      }
    }
  }
}

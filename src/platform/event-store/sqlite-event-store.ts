import { mkdirSync } from 'node:fs';
import { dirname } from 'node:path';
import Database from 'better-sqlite3';
import { assertExpectedRevision, assertValidRequest, idempotentResult, StoredEventRef } from './append-rules';
import { AppendResult, EventStore, ExpectedRevision, NewEvent, RecordedEvent } from './event-store.port';

// UNIQUE(stream_id, revision) makes the file itself refuse a second writer of a revision,
// even from another process; AUTOINCREMENT keeps positions from ever being reused.
const SCHEMA = `
CREATE TABLE IF NOT EXISTS events (
  position    INTEGER PRIMARY KEY AUTOINCREMENT,
  id          TEXT    NOT NULL UNIQUE,
  stream_id   TEXT    NOT NULL,
  revision    INTEGER NOT NULL,
  type        TEXT    NOT NULL,
  data        TEXT    NOT NULL,
  metadata    TEXT    NOT NULL,
  recorded_at TEXT    NOT NULL,
  UNIQUE (stream_id, revision)
)`;

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
  streamId: string;
  events: NewEvent[];
  expected: ExpectedRevision;
  resolve(result: AppendResult): void;
  reject(error: unknown): void;
}

type Outcome = { result: AppendResult } | { error: unknown };

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
 * The embedded EventStore: one SQLite file, WAL with synchronous=FULL so an append is on
 * disk before its promise resolves. Appends requested during the same tick share one
 * transaction (group commit): one fsync pays for all of them, yet each is checked and
 * succeeds or fails on its own, and sees the appends queued before it.
 */
export class SqliteEventStore implements EventStore {
  readonly name = 'sqlite';
  /** How many write transactions (fsyncs) carried how many appends: for tests and benchmarks. */
  readonly stats = { transactions: 0, appends: 0 };
  private readonly db: Database.Database;
  private readonly listeners = new Set<(position: number) => void>();
  private queue: PendingAppend[] = [];
  private scheduled: NodeJS.Immediate | null = null;
  private closed = false;
  private readonly statements;
  private readonly commitGroup: Database.Transaction<(group: PendingAppend[]) => Outcome[]>;

  constructor(readonly file: string) {
    mkdirSync(dirname(file), { recursive: true });
    // timeout: another process (API and worker roles) may hold the write lock for a moment.
    this.db = new Database(file, { timeout: 10_000 });
    this.db.pragma('journal_mode = WAL');
    this.db.pragma('synchronous = FULL');
    this.db.exec(SCHEMA);
    this.statements = {
      byId: this.db.prepare<[string], StoredEventRef>(
        'SELECT stream_id AS streamId, revision, position FROM events WHERE id = ?',
      ),
      lastRevision: this.db
        .prepare<[string], number>('SELECT MAX(revision) FROM events WHERE stream_id = ?')
        .pluck(),
      insert: this.db.prepare(
        'INSERT INTO events (id, stream_id, revision, type, data, metadata, recorded_at) VALUES (?, ?, ?, ?, ?, ?, ?)',
      ),
      readStream: this.db.prepare<[string, number], Row>(
        'SELECT * FROM events WHERE stream_id = ? AND revision >= ? ORDER BY revision',
      ),
      readAll: this.db.prepare<[number, number], Row>('SELECT * FROM events WHERE position > ? ORDER BY position LIMIT ?'),
      head: this.db.prepare<[], number>('SELECT COALESCE(MAX(position), 0) FROM events').pluck(),
    };
    // A transaction function called inside another one runs as a SAVEPOINT: an append that
    // fails half-way is rolled back alone and the rest of the group still commits.
    const appendOne = this.db.transaction((pending: PendingAppend) => this.write(pending));
    this.commitGroup = this.db.transaction((group: PendingAppend[]) =>
      group.map((pending): Outcome => {
        try {
          return { result: appendOne(pending) };
        } catch (error) {
          return { error };
        }
      }),
    );
  }

  append(streamId: string, events: NewEvent[], expected: ExpectedRevision): Promise<AppendResult> {
    if (this.closed) return Promise.reject(new Error('EventStore SQLite já foi fechado'));
    return new Promise((resolve, reject) => {
      this.queue.push({ streamId, events, expected, resolve, reject });
      this.scheduled ??= setImmediate(() => this.flush());
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
    // Appends already accepted are written, not dropped.
    if (this.scheduled) clearImmediate(this.scheduled);
    this.flush();
    this.closed = true;
    this.listeners.clear();
    this.db.close();
  }

  /** Runs inside the group's transaction; earlier appends of the group are already visible. */
  private write({ streamId, events, expected }: PendingAppend): AppendResult {
    assertValidRequest(streamId, events);
    const again = idempotentResult(
      streamId,
      events,
      events.map((e) => this.statements.byId.get(e.id)),
    );
    if (again) return again;
    const current = this.statements.lastRevision.get(streamId) ?? -1;
    assertExpectedRevision(streamId, expected, current);
    const recordedAt = new Date().toISOString();
    let position = 0;
    events.forEach((e, i) => {
      const info = this.statements.insert.run(
        e.id,
        streamId,
        current + 1 + i,
        e.type,
        JSON.stringify(e.data),
        JSON.stringify(e.metadata),
        recordedAt,
      );
      position = Number(info.lastInsertRowid);
    });
    return { revision: current + events.length, position };
  }

  private flush(): void {
    this.scheduled = null;
    const group = this.queue;
    this.queue = [];
    if (group.length === 0) return;
    let outcomes: Outcome[];
    try {
      // IMMEDIATE takes the write lock at once, so another process cannot make the
      // group fail half-way with SQLITE_BUSY when it upgrades from reading to writing.
      outcomes = this.commitGroup.immediate(group);
    } catch (error) {
      group.forEach((pending) => pending.reject(error));
      return;
    }
    this.stats.transactions += 1;
    this.stats.appends += group.length;
    let head = 0;
    outcomes.forEach((outcome, i) => {
      if ('error' in outcome) return group[i].reject(outcome.error);
      group[i].resolve(outcome.result);
      head = Math.max(head, outcome.result.position);
    });
    if (head > 0) this.notify(head);
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

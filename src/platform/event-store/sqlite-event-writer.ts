import Database from 'better-sqlite3';
import { assertExpectedRevision, idempotentResult, StoredEventRef } from './append-rules';
import { AppendResult } from './event-store.port';
import { serialiseError, WriteOutcome, WriteRequest } from './sqlite-writer-protocol';

/**
 * Writes groups of appends, one transaction (one fsync) per group, each append checked and
 * succeeding or failing on its own and seeing the appends of the group before it. Runs in
 * the writer thread (sqlite-writer.worker.ts).
 */
export class SqliteEventWriter {
  private readonly statements;
  private readonly commitGroup: Database.Transaction<(group: WriteRequest[]) => WriteOutcome[]>;

  constructor(private readonly db: Database.Database) {
    this.statements = {
      byId: db.prepare<[string], StoredEventRef>('SELECT stream_id AS streamId, revision, position FROM events WHERE id = ?'),
      lastRevision: db.prepare<[string], number>('SELECT MAX(revision) FROM events WHERE stream_id = ?').pluck(),
      insert: db.prepare('INSERT INTO events (id, stream_id, revision, type, data, metadata, recorded_at) VALUES (?, ?, ?, ?, ?, ?, ?)'),
    };
    // A transaction function called inside another one runs as a SAVEPOINT: an append that
    // fails half-way is rolled back alone and the rest of the group still commits.
    const appendOne = db.transaction((request: WriteRequest) => this.write(request));
    this.commitGroup = db.transaction((group: WriteRequest[]) =>
      group.map((request): WriteOutcome => {
        try {
          return { result: appendOne(request) };
        } catch (error) {
          return { error: serialiseError(error) };
        }
      }),
    );
  }

  /** IMMEDIATE takes the write lock at once, so another process cannot make the group fail half-way with SQLITE_BUSY. */
  commit(group: WriteRequest[]): WriteOutcome[] {
    return this.commitGroup.immediate(group);
  }

  private write({ streamId, events, expected }: WriteRequest): AppendResult {
    const again = idempotentResult(
      streamId,
      events.map((e) => this.statements.byId.get(e.id)),
    );
    if (again) return again;
    const current = this.statements.lastRevision.get(streamId) ?? -1;
    assertExpectedRevision(streamId, expected, current);
    const recordedAt = new Date().toISOString();
    let position = 0;
    events.forEach((e, i) => {
      const info = this.statements.insert.run(e.id, streamId, current + 1 + i, e.type, e.data, e.metadata, recordedAt);
      position = Number(info.lastInsertRowid);
    });
    return { revision: current + events.length, position };
  }
}

import { mkdirSync } from 'node:fs';
import { dirname } from 'node:path';
import Database from 'better-sqlite3';

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

/**
 * Opens the embedded event store's SQLite file, creating it and its table when new: WAL, so
 * the API's reads never wait for the writer thread, with synchronous=FULL for the connection
 * that writes, so a commit is on disk before it is acknowledged.
 */
export function openEventFile(file: string, role: 'read' | 'write'): Database.Database {
  mkdirSync(dirname(file), { recursive: true });
  // timeout: another connection or process (API and worker roles) may hold the write lock for a moment.
  const db = new Database(file, { timeout: 10_000 });
  db.pragma('journal_mode = WAL');
  if (role === 'write') db.pragma('synchronous = FULL');
  db.exec(SCHEMA);
  return db;
}

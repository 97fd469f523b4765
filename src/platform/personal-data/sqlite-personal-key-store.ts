import { mkdirSync } from 'node:fs';
import { dirname } from 'node:path';
import Database from 'better-sqlite3';
import type { PersonalKeyStore, StoredKey } from './personal-key-store.port';

interface Row {
  material: string | null;
  erased_at: string | null;
}

/**
 * The embedded key store: one SQLite file in DATA_DIR (`personal-keys.sqlite`), apart from the
 * event file so that destroying a key never touches the log. `secure_delete` overwrites the
 * material's bytes when a key is destroyed, and the WAL is checkpointed and truncated right
 * after, so no copy of a destroyed key stays in either file.
 */
export class SqlitePersonalKeyStore implements PersonalKeyStore {
  readonly name = 'sqlite';
  private readonly db: Database.Database;
  private readonly statements;
  private readonly insertAll: Database.Transaction<(rows: Array<[string, string]>) => void>;
  /** Keys asked for during one tick, written in one transaction: one fsync for a burst of new people (a bulk import, the migration). */
  private pending: Array<{ subject: string; material: string; done: (key: Exclude<StoredKey, { state: 'none' }>) => void; fail: (err: unknown) => void }> = [];

  constructor(readonly file: string) {
    mkdirSync(dirname(file), { recursive: true });
    this.db = new Database(file, { timeout: 10_000 });
    this.db.pragma('journal_mode = WAL');
    // A key must be on disk before an event sealed with it is appended.
    this.db.pragma('synchronous = FULL');
    this.db.pragma('secure_delete = ON');
    this.db.exec(`CREATE TABLE IF NOT EXISTS personal_keys (
      subject   TEXT PRIMARY KEY,
      material  TEXT,
      erased_at TEXT
    )`);
    this.statements = {
      find: this.db.prepare<[string], Row>('SELECT material, erased_at FROM personal_keys WHERE subject = ?'),
      insert: this.db.prepare('INSERT OR IGNORE INTO personal_keys (subject, material) VALUES (?, ?)'),
      upsertErased: this.db.prepare(
        `INSERT INTO personal_keys (subject, material, erased_at) VALUES (?, NULL, ?)
         ON CONFLICT (subject) DO UPDATE SET material = NULL, erased_at = COALESCE(erased_at, excluded.erased_at)`,
      ),
    };
    this.insertAll = this.db.transaction((rows: Array<[string, string]>) => {
      for (const row of rows) this.statements.insert.run(...row);
    });
  }

  async find(subject: string): Promise<StoredKey> {
    return toKey(this.statements.find.get(subject));
  }

  findOrCreate(subject: string, material: string): Promise<Exclude<StoredKey, { state: 'none' }>> {
    return new Promise((done, fail) => {
      if (this.pending.length === 0) setImmediate(() => this.writePending());
      this.pending.push({ subject, material, done, fail });
    });
  }

  private writePending(): void {
    const batch = this.pending;
    this.pending = [];
    try {
      this.insertAll(batch.map((p) => [p.subject, p.material]));
      for (const p of batch) p.done(toKey(this.statements.find.get(p.subject)) as Exclude<StoredKey, { state: 'none' }>);
    } catch (err) {
      for (const p of batch) p.fail(err);
    }
  }

  async destroy(subject: string, at: string): Promise<void> {
    this.statements.upsertErased.run(subject, at);
    // The WAL still holds the page as it was before: copy it back and empty the file.
    this.db.pragma('wal_checkpoint(TRUNCATE)');
  }

  async health(): Promise<{ ok: boolean; detail?: string }> {
    try {
      this.db.prepare('SELECT 1').get();
      return { ok: true };
    } catch (err) {
      return { ok: false, detail: (err as Error).message };
    }
  }

  async close(): Promise<void> {
    if (this.db.open) this.db.close();
  }
}

function toKey(row: Row | undefined): StoredKey {
  if (!row) return { state: 'none' };
  if (row.erased_at !== null) return { state: 'erased', erasedAt: row.erased_at };
  return { state: 'active', material: row.material! };
}

import { existsSync } from 'node:fs';
import Database from 'better-sqlite3';
import type { PersonalDataCipher } from './personal-data-cipher';

const PAGE = 1_000;

/**
 * The one-time migration of the embedded event file (docs/personal-data.md, "Events written
 * before"): events recorded before crypto-shredding hold personal fields in clear; each is
 * rewritten in place with those fields sealed, nothing else changed (id, stream, revision,
 * position, type, metadata and every other field stay as they were). Idempotent: a sealed
 * field is never sealed again, so a second start finds nothing to do and writes nothing.
 *
 * It works on the file beside SqliteEventStore, through its own connection and only on the
 * `events` table's `data` column, so the adapter's internals stay its own. `secure_delete`
 * zeroes the old bytes in the pages, the WAL is checkpointed and truncated, and a VACUUM
 * rebuilds the file, so no copy of the plaintext is left in it.
 *
 * The position it has looked through is kept in the file (`personal_data_sealed`), so a start
 * reads only the events written since the one before: reading every event of a large log at
 * each start cost a restart seconds. Events after it are still looked at, so a log an older
 * build appended to in between (a rollback) is sealed too.
 */
export async function sealStoredPlaintext(file: string, cipher: PersonalDataCipher): Promise<{ rewritten: number }> {
  const types = cipher.rules.types();
  if (!existsSync(file) || types.length === 0) return { rewritten: 0 };
  const db = new Database(file, { timeout: 10_000 });
  try {
    const hasTable = db.prepare(`SELECT 1 FROM sqlite_master WHERE type = 'table' AND name = 'events'`).get();
    if (!hasTable) return { rewritten: 0 };
    db.pragma('secure_delete = ON');
    db.exec('CREATE TABLE IF NOT EXISTS personal_data_sealed (id INTEGER PRIMARY KEY CHECK (id = 1), upto INTEGER NOT NULL)');
    const sealedUpTo = (db.prepare('SELECT upto FROM personal_data_sealed WHERE id = 1').pluck().get() as number | undefined) ?? 0;
    const marks = types.map(() => '?').join(',');
    const page = db.prepare<unknown[], { position: number; type: string; data: string }>(
      `SELECT position, type, data FROM events WHERE position > ? AND type IN (${marks}) ORDER BY position LIMIT ${PAGE}`,
    );
    const update = db.prepare('UPDATE events SET data = ? WHERE position = ?');
    const writePage = db.transaction((rows: Array<[string, number]>) => {
      for (const row of rows) update.run(...row);
    });
    let after = sealedUpTo;
    let rewritten = 0;
    for (;;) {
      const rows = page.all(after, ...types);
      if (rows.length === 0) break;
      after = rows[rows.length - 1].position;
      const plain = rows.map((row) => ({ position: row.position, event: { type: row.type, data: JSON.parse(row.data) as unknown } })).filter((r) => cipher.hasPlaintext(r.event));
      // Side by side, so the keys of a page's new people are written in one transaction.
      const changed = await Promise.all(plain.map(async (r): Promise<[string, number]> => [JSON.stringify((await cipher.seal(r.event)).data), r.position]));
      if (changed.length > 0) writePage(changed);
      rewritten += changed.length;
    }
    if (after > sealedUpTo) db.prepare('INSERT INTO personal_data_sealed (id, upto) VALUES (1, ?) ON CONFLICT (id) DO UPDATE SET upto = excluded.upto').run(after);
    if (rewritten > 0) {
      db.pragma('wal_checkpoint(TRUNCATE)');
      db.exec('VACUUM');
      db.pragma('wal_checkpoint(TRUNCATE)');
    }
    return { rewritten };
  } finally {
    db.close();
  }
}

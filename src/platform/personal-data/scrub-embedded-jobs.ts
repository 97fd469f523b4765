import { existsSync } from 'node:fs';
import Database from 'better-sqlite3';

/**
 * An erasure's part in the embedded job table (`DATA_DIR/jobs.sqlite`, InProcessJobQueue):
 * jobs carry what their e-mail needs (an address, a name), so every row whose payload names one
 * of the erased person's addresses is deleted, waiting or finished: a waiting e-mail to them is
 * not sent, a finished one keeps nothing. The file is then vacuumed and its WAL truncated, so
 * no stale copy of a row stays in a page. Works on the table through its own connection; the queue's adapter is untouched.
 */
export function scrubEmbeddedJobs(file: string, needles: string[]): number {
  const wanted = needles.filter((n) => n.length >= 3);
  if (!existsSync(file) || wanted.length === 0) return 0;
  const db = new Database(file, { timeout: 10_000 });
  try {
    const hasTable = db.prepare(`SELECT 1 FROM sqlite_master WHERE type = 'table' AND name = 'jobs'`).get();
    if (!hasTable) return 0;
    db.pragma('secure_delete = ON');
    const remove = db.prepare('DELETE FROM jobs WHERE instr(payload, ?) > 0');
    const deleted = db.transaction(() => wanted.reduce((n, needle) => n + remove.run(needle).changes, 0))();
    if (deleted > 0) {
      // The queue's own connection rewrites a row on every status change, leaving the old copy in
      // the page's free space (it does not zero it): only rebuilding the file leaves none.
      db.exec('VACUUM');
    }
    db.pragma('wal_checkpoint(TRUNCATE)');
    return deleted;
  } finally {
    db.close();
  }
}

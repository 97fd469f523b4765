import Database from 'better-sqlite3';

export interface JobRow {
  id: string;
  name: string;
  payload: string;
  attempts_made: number;
  max_attempts: number;
  backoff_ms: number;
}

/** What an enqueue writes: id, name, payload (JSON), max attempts, backoff ms. */
export type NewJobRow = [string, string, string, number, number];

const RETENTION_MS = 7 * 24 * 60 * 60 * 1000;

/**
 * The embedded job queue's table, synchronously (it runs in the job store's thread,
 * sqlite-job-store.worker.ts): one method per question the queue asks.
 */
export class SqliteJobStore {
  private readonly db: Database.Database;
  private readonly statements;

  constructor(file: string) {
    this.db = new Database(file);
    this.db.pragma('journal_mode = WAL');
    // FULL: an enqueue that returned must survive a power cut, not only a process crash.
    this.db.pragma('synchronous = FULL');
    this.db.exec(`
      CREATE TABLE IF NOT EXISTS jobs (
        id TEXT NOT NULL,
        name TEXT NOT NULL,
        payload TEXT NOT NULL,
        attempts_made INTEGER NOT NULL DEFAULT 0,
        max_attempts INTEGER NOT NULL,
        backoff_ms INTEGER NOT NULL,
        run_at INTEGER NOT NULL,
        status TEXT NOT NULL CHECK (status IN ('waiting', 'active', 'completed', 'failed')),
        last_error TEXT,
        updated_at INTEGER NOT NULL,
        PRIMARY KEY (name, id)
      );
      CREATE INDEX IF NOT EXISTS jobs_due ON jobs (status, name, run_at);
    `);
    this.statements = {
      insert: this.db.prepare(
        `INSERT OR IGNORE INTO jobs (id, name, payload, max_attempts, backoff_ms, run_at, status, updated_at)
         VALUES (?, ?, ?, ?, ?, ?, 'waiting', ?)`,
      ),
      claim: this.db.prepare<[string, number, number], JobRow>(
        `SELECT id, name, payload, attempts_made, max_attempts, backoff_ms FROM jobs
         WHERE status = 'waiting' AND name = ? AND run_at <= ? ORDER BY run_at, rowid LIMIT ?`,
      ),
      activate: this.db.prepare(`UPDATE jobs SET status = 'active', attempts_made = attempts_made + 1, updated_at = ? WHERE name = ? AND id = ?`),
      nextDue: this.db.prepare<[string], { at: number | null }>(`SELECT MIN(run_at) AS at FROM jobs WHERE status = 'waiting' AND name = ?`),
      finish: this.db.prepare(`UPDATE jobs SET status = ?, run_at = ?, last_error = ? , updated_at = ? WHERE name = ? AND id = ?`),
      pending: this.db.prepare<[], { n: number }>(`SELECT COUNT(*) AS n FROM jobs WHERE status IN ('waiting', 'active')`),
    };
  }

  /** One transaction (one fsync) for a group of enqueues; says which were new. */
  insert(rows: NewJobRow[], now: number): boolean[] {
    return this.db.transaction(() => rows.map((row) => this.statements.insert.run(...row, now, now).changes > 0))();
  }

  /** At start: jobs left 'active' by a crash run again, unless that was their last attempt; old finished rows go. */
  recover(now: number): void {
    this.db.transaction(() => {
      // attempts_made already counts the interrupted try, so a job that kills the process every time still stops after max_attempts.
      this.db
        .prepare(`UPDATE jobs SET status = 'failed', last_error = 'Processo interrompido durante a execução', updated_at = ? WHERE status = 'active' AND attempts_made >= max_attempts`)
        .run(now);
      this.db.prepare(`UPDATE jobs SET status = 'waiting', run_at = ?, updated_at = ? WHERE status = 'active'`).run(now, now);
      // Finished rows are kept for a while so a late duplicate enqueue is still ignored.
      this.db.prepare(`DELETE FROM jobs WHERE status IN ('completed', 'failed') AND updated_at < ?`).run(now - RETENTION_MS);
    })();
  }

  /** Marks up to `limit` due jobs of a name active and returns them (attempts_made as before the try). */
  claim(name: string, now: number, limit: number): JobRow[] {
    return this.relaxed(() =>
      this.db.transaction(() => {
        const due = this.statements.claim.all(name, now, limit);
        for (const row of due) this.statements.activate.run(now, name, row.id);
        return due;
      })(),
    );
  }

  /**
   * A queue's whole pass in one call: for each name, up to `limit` due jobs claimed (as
   * `claim`), and, where room is left after them, when the next waiting job falls due.
   */
  claimDue(wanted: Array<{ name: string; limit: number }>, now: number): Array<{ rows: JobRow[]; nextDue: number | null }> {
    return wanted.map(({ name, limit }) => {
      const rows = limit > 0 ? this.claim(name, now, limit) : [];
      return { rows, nextDue: limit > rows.length ? this.nextDue(name) : null };
    });
  }

  nextDue(name: string): number | null {
    return this.statements.nextDue.get(name)?.at ?? null;
  }

  finish(name: string, id: string, status: string, runAt: number, error: string | null, now: number): void {
    this.relaxed(() => this.statements.finish.run(status, runAt, error, now, name, id));
  }

  pending(): number {
    return this.statements.pending.get()!.n;
  }

  close(): void {
    this.db.close();
  }

  /**
   * Claims and outcomes are written without waiting for the disk (synchronous=NORMAL: safe
   * from a process crash, not from a power cut). Losing one to a power cut only makes the
   * job run again, which at-least-once jobs allow; enqueues stay FULL, since a lost enqueue
   * would be a lost e-mail.
   */
  private relaxed<T>(write: () => T): T {
    this.db.pragma('synchronous = NORMAL');
    try {
      return write();
    } finally {
      this.db.pragma('synchronous = FULL');
    }
  }
}

/** The methods the queue calls across the thread. */
export type JobStoreCall = {
  [K in keyof SqliteJobStore]: SqliteJobStore[K] extends (...args: infer A) => infer R ? { method: K; args: A; result: R } : never;
}[keyof SqliteJobStore];

import Database from 'better-sqlite3';
import {
  backoffDelay,
  DEFAULT_JOB_OPTIONS,
  type JobHandler,
  type JobOptions,
  type JobQueue,
} from './job-queue.port';

interface JobRow {
  id: string;
  name: string;
  payload: string;
  attempts_made: number;
  max_attempts: number;
  backoff_ms: number;
}

interface Registration {
  handler: JobHandler<unknown>;
  concurrency: number;
  running: number;
}

const RETENTION_MS = 7 * 24 * 60 * 60 * 1000;
const IDLE_POLL_MS = 10;

/**
 * Embedded JobQueue: jobs live in a SQLite table so an acknowledged enqueue survives a
 * restart, with the same retry rules as the BullMQ adapter. Meant for one worker process.
 * Job ids are unique per job name (as in BullMQ, one queue per name): one event may
 * trigger jobs of several names keyed by the same event id.
 */
export class InProcessJobQueue implements JobQueue {
  readonly name = 'in-process';
  private readonly db: Database.Database;
  private readonly registrations = new Map<string, Registration>();
  private readonly running = new Set<Promise<void>>();
  private timer: NodeJS.Timeout | undefined;
  private started = false;
  private closed = false;
  private pendingInserts: Array<{
    row: [string, string, string, number, number];
    resolve: (inserted: boolean) => void;
    reject: (error: unknown) => void;
  }> = [];

  /**
   * @param file `${dataDir}/jobs.sqlite`, or ':memory:' in tests.
   * @param pollMs upper bound on any sleep, so jobs written by another process are seen.
   */
  constructor(file: string, private readonly pollMs = 1000) {
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
  }

  register<P>(jobName: string, handler: JobHandler<P>, options?: { concurrency?: number }): void {
    const concurrency = Math.max(1, options?.concurrency ?? 1);
    this.registrations.set(jobName, { handler: handler as JobHandler<unknown>, concurrency, running: 0 });
  }

  /**
   * Enqueues made in the same tick share one transaction (one fsync), as appends do in the
   * event store: the projection runner enqueues a whole batch's jobs at once.
   */
  enqueue<P>(jobName: string, jobId: string, payload: P, options?: JobOptions): Promise<boolean> {
    if (this.closed) return Promise.reject(new Error('Fila de jobs fechada'));
    const { attempts, backoffMs } = { ...DEFAULT_JOB_OPTIONS, ...options };
    return new Promise((resolve, reject) => {
      this.pendingInserts.push({ row: [jobId, jobName, JSON.stringify(payload ?? null), Math.max(1, attempts), backoffMs], resolve, reject });
      if (this.pendingInserts.length === 1) setImmediate(() => this.flushInserts());
    });
  }

  private flushInserts(): void {
    const group = this.pendingInserts.splice(0);
    const now = Date.now();
    try {
      const insert = this.db.prepare(
        `INSERT OR IGNORE INTO jobs (id, name, payload, max_attempts, backoff_ms, run_at, status, updated_at)
         VALUES (?, ?, ?, ?, ?, ?, 'waiting', ?)`,
      );
      const inserted = this.db.transaction(() => group.map(({ row }) => insert.run(...row, now, now).changes > 0))();
      if (inserted.some(Boolean)) this.wake(0);
      group.forEach(({ resolve }, i) => resolve(inserted[i]));
    } catch (error) {
      group.forEach(({ reject }) => reject(error));
    }
  }

  async start(): Promise<void> {
    if (this.started || this.closed) return;
    this.started = true;
    const now = Date.now();
    this.db.transaction(() => {
      // A job left 'active' was interrupted by a crash. attempts_made already counts that
      // try, so a job that kills the process every time still stops after max_attempts.
      this.db
        .prepare(
          `UPDATE jobs SET status = 'failed', last_error = 'Processo interrompido durante a execução', updated_at = ?
           WHERE status = 'active' AND attempts_made >= max_attempts`,
        )
        .run(now);
      this.db
        .prepare(`UPDATE jobs SET status = 'waiting', run_at = ?, updated_at = ? WHERE status = 'active'`)
        .run(now, now);
      // Finished rows are kept for a while so a late duplicate enqueue is still ignored.
      this.db
        .prepare(`DELETE FROM jobs WHERE status IN ('completed', 'failed') AND updated_at < ?`)
        .run(now - RETENTION_MS);
    })();
    this.wake(0);
  }

  async whenIdle(timeoutMs = 10_000): Promise<void> {
    const deadline = Date.now() + timeoutMs;
    const pending = this.db.prepare(`SELECT COUNT(*) AS n FROM jobs WHERE status IN ('waiting', 'active')`);
    for (;;) {
      const { n } = pending.get() as { n: number };
      if (n === 0 && this.running.size === 0 && this.pendingInserts.length === 0) return;
      if (Date.now() >= deadline) {
        throw new Error(`Fila de jobs não ficou ociosa em ${timeoutMs} ms (${n} pendente(s))`);
      }
      await new Promise((resolve) => setTimeout(resolve, IDLE_POLL_MS));
    }
  }

  async health(): Promise<{ ok: boolean; detail?: string }> {
    try {
      this.db.prepare('SELECT 1').get();
      return { ok: !this.closed, detail: this.closed ? 'fechada' : undefined };
    } catch (error) {
      return { ok: false, detail: (error as Error).message };
    }
  }

  async close(): Promise<void> {
    if (this.closed) return;
    this.closed = true;
    clearTimeout(this.timer);
    // Let running handlers finish and record their outcome before the file closes.
    while (this.running.size > 0) await Promise.allSettled([...this.running]);
    if (this.pendingInserts.length > 0) this.flushInserts();
    this.db.close();
  }

  /** Schedules the next pass; an earlier wake-up replaces a later one. */
  private wake(delayMs: number): void {
    if (!this.started || this.closed) return;
    clearTimeout(this.timer);
    this.timer = setTimeout(() => this.pump(), Math.max(0, Math.min(delayMs, this.pollMs)));
  }

  private pump(): void {
    if (this.closed) return;
    const now = Date.now();
    const { claim, activate, nextDue } = this.statements();
    let sleepMs = this.pollMs;
    for (const [name, registration] of this.registrations) {
      const free = registration.concurrency - registration.running;
      if (free > 0) {
        const rows = this.relaxed(() =>
          this.db.transaction(() => {
            const due = claim.all(name, now, free) as JobRow[];
            for (const row of due) activate.run(now, name, row.id);
            return due;
          })(),
        );
        for (const row of rows) this.run(registration, { ...row, attempts_made: row.attempts_made + 1 });
      }
      // A full name is woken by its own job finishing, not by the clock.
      if (registration.running < registration.concurrency) {
        const { at } = nextDue.get(name) as { at: number | null };
        if (at !== null) sleepMs = Math.min(sleepMs, at - now);
      }
    }
    this.wake(sleepMs);
  }

  private prepared: ReturnType<InProcessJobQueue['prepare']> | undefined;

  private statements() {
    return (this.prepared ??= this.prepare());
  }

  private prepare() {
    return {
      claim: this.db.prepare(
        `SELECT id, name, payload, attempts_made, max_attempts, backoff_ms FROM jobs
         WHERE status = 'waiting' AND name = ? AND run_at <= ? ORDER BY run_at, rowid LIMIT ?`,
      ),
      activate: this.db.prepare(
        `UPDATE jobs SET status = 'active', attempts_made = attempts_made + 1, updated_at = ?
         WHERE name = ? AND id = ?`,
      ),
      nextDue: this.db.prepare(`SELECT MIN(run_at) AS at FROM jobs WHERE status = 'waiting' AND name = ?`),
      finish: this.db.prepare(
        `UPDATE jobs SET status = ?, run_at = ?, last_error = ?, updated_at = ? WHERE name = ? AND id = ?`,
      ),
    };
  }

  private run(registration: Registration, row: JobRow): void {
    registration.running++;
    const attempt = row.attempts_made;
    const task = (async () => {
      try {
        await registration.handler(JSON.parse(row.payload), { jobId: row.id, attempt });
        this.finish(row, 'completed', attempt, null);
      } catch (error) {
        const message = error instanceof Error ? error.message : String(error);
        this.finish(row, attempt >= row.max_attempts ? 'failed' : 'waiting', attempt, message);
      }
    })().finally(() => {
      registration.running--;
      this.running.delete(task);
      this.wake(0);
    });
    this.running.add(task);
  }

  private finish(row: JobRow, status: string, attempt: number, error: string | null): void {
    if (!this.db.open) return;
    const now = Date.now();
    const runAt = status === 'waiting' ? now + backoffDelay(attempt, row.backoff_ms) : now;
    this.relaxed(() => this.statements().finish.run(status, runAt, error, now, row.name, row.id));
  }

  /**
   * Claims and outcomes are written without waiting for the disk (synchronous=NORMAL: safe
   * from a process crash, not from a power cut). Losing one to a power cut only makes the
   * job run again, which at-least-once jobs allow; enqueues stay FULL, since a lost enqueue
   * would be a lost e-mail. Each fsync blocks the event loop, so this matters under load.
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

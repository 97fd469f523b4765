import { JobStoreThread } from './job-store-thread';
import {
  backoffDelay,
  DEFAULT_JOB_OPTIONS,
  type JobHandler,
  type JobOptions,
  type JobQueue,
} from './job-queue.port';
import type { JobRow, NewJobRow } from './sqlite-job-store';

interface Registration {
  handler: JobHandler<unknown>;
  concurrency: number;
  running: number;
}

const IDLE_POLL_MS = 10;

/**
 * Embedded JobQueue: jobs live in a SQLite table so an acknowledged enqueue survives a
 * restart, with the same retry rules as the BullMQ adapter. Meant for one worker process.
 * Job ids are unique per job name (as in BullMQ, one queue per name): one event may
 * trigger jobs of several names keyed by the same event id. The table is read and written
 * by a thread of its own (sqlite-job-store.worker.ts), so an enqueue's fsync never holds
 * the event loop that serves requests.
 */
export class InProcessJobQueue implements JobQueue {
  readonly name = 'in-process';
  private readonly store: JobStoreThread;
  private readonly registrations = new Map<string, Registration>();
  private readonly running = new Set<Promise<void>>();
  /** Outcomes sent to the thread and not yet written: close() waits for them. */
  private readonly finishing = new Set<Promise<void>>();
  private timer: NodeJS.Timeout | undefined;
  private started = false;
  private closed = false;
  /** A pass is claiming: another wake-up runs one more pass after it, never two at once. */
  private pumping = false;
  private pumpAgain = false;
  private pendingInserts: Array<{ row: NewJobRow; resolve: (inserted: boolean) => void; reject: (error: unknown) => void }> = [];
  private inserting: Promise<void> | null = null;

  /**
   * @param file `${dataDir}/jobs.sqlite`, or ':memory:' in tests.
   * @param pollMs upper bound on any sleep, so jobs written by another process are seen.
   */
  constructor(file: string, private readonly pollMs = 1000) {
    this.store = new JobStoreThread(file);
  }

  register<P>(jobName: string, handler: JobHandler<P>, options?: { concurrency?: number }): void {
    const concurrency = Math.max(1, options?.concurrency ?? 1);
    this.registrations.set(jobName, { handler: handler as JobHandler<unknown>, concurrency, running: 0 });
  }

  /**
   * Enqueues made while a group is being written share the next transaction (one fsync), as
   * appends do in the event store: the projection runner enqueues a whole batch's jobs at once.
   */
  enqueue<P>(jobName: string, jobId: string, payload: P, options?: JobOptions): Promise<boolean> {
    if (this.closed) return Promise.reject(new Error('Fila de jobs fechada'));
    const { attempts, backoffMs } = { ...DEFAULT_JOB_OPTIONS, ...options };
    return new Promise((resolve, reject) => {
      this.pendingInserts.push({ row: [jobId, jobName, JSON.stringify(payload ?? null), Math.max(1, attempts), backoffMs], resolve, reject });
      if (this.pendingInserts.length === 1 && !this.inserting) setImmediate(() => this.flushInserts());
    });
  }

  private flushInserts(): void {
    if (this.inserting || this.pendingInserts.length === 0) return;
    const group = this.pendingInserts.splice(0);
    this.inserting = this.store.call('insert', group.map(({ row }) => row), Date.now()).then(
      (inserted) => {
        if (inserted.some(Boolean)) this.wake(0);
        group.forEach(({ resolve }, i) => resolve(inserted[i]));
      },
      (error) => group.forEach(({ reject }) => reject(error)),
    ).finally(() => {
      this.inserting = null;
      this.flushInserts();
    });
  }

  async start(): Promise<void> {
    if (this.started || this.closed) return;
    this.started = true;
    await this.store.call('recover', Date.now());
    this.wake(0);
  }

  async whenIdle(timeoutMs = 10_000): Promise<void> {
    const deadline = Date.now() + timeoutMs;
    for (;;) {
      const n = await this.store.call('pending');
      if (n === 0 && this.running.size === 0 && this.pendingInserts.length === 0 && !this.inserting) return;
      if (Date.now() >= deadline) {
        throw new Error(`Fila de jobs não ficou ociosa em ${timeoutMs} ms (${n} pendente(s))`);
      }
      await new Promise((resolve) => setTimeout(resolve, IDLE_POLL_MS));
    }
  }

  async health(): Promise<{ ok: boolean; detail?: string }> {
    try {
      await this.store.call('pending');
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
    this.flushInserts();
    while (this.inserting) await this.inserting;
    await Promise.allSettled([...this.finishing]);
    await this.store.stop();
  }

  /** Schedules the next pass; an earlier wake-up replaces a later one. */
  private wake(delayMs: number): void {
    if (!this.started || this.closed) return;
    clearTimeout(this.timer);
    this.timer = setTimeout(() => void this.pump(), Math.max(0, Math.min(delayMs, this.pollMs)));
  }

  private async pump(): Promise<void> {
    if (this.closed) return;
    if (this.pumping) {
      this.pumpAgain = true;
      return;
    }
    this.pumping = true;
    let sleepMs = this.pollMs;
    try {
      const now = Date.now();
      // One call to the thread per pass, whatever the number of job names: a pass runs after every job that ends.
      const registrations = [...this.registrations];
      const passes = await this.store.call('claimDue', registrations.map(([name, r]) => ({ name, limit: r.concurrency - r.running })), now);
      if (this.closed) return;
      registrations.forEach(([, registration], i) => {
        for (const row of passes[i].rows) this.run(registration, { ...row, attempts_made: row.attempts_made + 1 });
        // A full name is woken by its own job finishing, not by the clock.
        const at = passes[i].nextDue;
        if (at !== null) sleepMs = Math.min(sleepMs, at - now);
      });
    } catch {
      // The thread is gone (closing); the next wake-up, if any, tries again.
    } finally {
      this.pumping = false;
    }
    if (this.pumpAgain) {
      this.pumpAgain = false;
      sleepMs = 0;
    }
    this.wake(sleepMs);
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
    const now = Date.now();
    const runAt = status === 'waiting' ? now + backoffDelay(attempt, row.backoff_ms) : now;
    const written: Promise<void> = this.store.call('finish', row.name, row.id, status, runAt, error, now).catch(() => undefined);
    this.finishing.add(written);
    void written.finally(() => this.finishing.delete(written));
  }
}

import { Queue, Worker, type ConnectionOptions, type Job } from 'bullmq';
import Redis from 'ioredis';
import {
  DEFAULT_JOB_OPTIONS,
  type JobHandler,
  type JobOptions,
  type JobQueue,
} from './job-queue.port';

const DAY_SECONDS = 24 * 60 * 60;
const IDLE_POLL_MS = 25;

/**
 * Stalled jobs (their worker died holding them, e.g. kill -9) are found when their lock
 * expires and the next stalled check of a live worker runs: at most LOCK_DURATION_MS +
 * STALLED_INTERVAL_MS after the death, ~20 s here instead of BullMQ's 30 s + 30 s.
 *
 * Why not shorter: the lock is renewed by a timer in the worker process every half
 * LOCK_DURATION_MS (BullMQ's lockRenewTime), not by the handler, and a timer cannot fire
 * while a handler blocks the event loop. The longest block measured is the draw commitment
 * of 1,000,000 entrants (~3 s of hashing in one go, ~4.4 s close to draw, performance.md);
 * a block up to 7.5 s keeps its lock, about twice that. A lock lost to a longer block makes
 * the job run again on another worker; for the draw commitment that is wasted work, not a
 * second commitment (it appends with an expected revision). Raise LOCK_DURATION_MS before
 * draws grow past a few million entrants. The stalled check is one small script per queue,
 * so running it every 5 s costs Redis nothing worth counting.
 */
const LOCK_DURATION_MS = 15_000;
const STALLED_INTERVAL_MS = 5_000;

interface Registration {
  handler: JobHandler<unknown>;
  concurrency: number;
}

/**
 * BullMQ adapter: one Queue (and, once started, one Worker) per job name, under the
 * 'sorteios' key prefix. BullMQ ignores an add whose jobId it still holds, so finished
 * jobs are kept long enough for a replayed event to find its earlier job.
 */
export class BullmqJobQueue implements JobQueue {
  readonly name = 'bullmq';
  private readonly connection: ConnectionOptions;
  private readonly queues = new Map<string, Queue>();
  private readonly workers: Worker[] = [];
  private readonly registrations = new Map<string, Registration>();
  private pinger: Redis | undefined;

  constructor(
    private readonly redisUrl: string,
    private readonly prefix = 'sorteios',
  ) {
    // Workers block on Redis: BullMQ requires maxRetriesPerRequest null for them.
    this.connection = { url: redisUrl, maxRetriesPerRequest: null };
  }

  register<P>(jobName: string, handler: JobHandler<P>, options?: { concurrency?: number }): void {
    const concurrency = Math.max(1, options?.concurrency ?? 1);
    this.registrations.set(jobName, { handler: handler as JobHandler<unknown>, concurrency });
    this.queue(jobName);
  }

  async enqueue<P>(jobName: string, jobId: string, payload: P, options?: JobOptions): Promise<boolean> {
    const { attempts, backoffMs } = { ...DEFAULT_JOB_OPTIONS, ...options };
    const queue = this.queue(jobName);
    const bullId = encodeJobId(jobId);
    // Two concurrent enqueues of one id may both pass this check; that is harmless, since
    // add() is itself idempotent by jobId: the job still runs once, only both return true.
    if (await queue.getJob(bullId)) return false;
    await queue.add(jobName, payload, {
      jobId: bullId,
      attempts: Math.max(1, attempts),
      backoff: { type: 'exponential', delay: backoffMs },
      removeOnComplete: { age: 7 * DAY_SECONDS },
      removeOnFail: { age: 30 * DAY_SECONDS },
    });
    return true;
  }

  async start(): Promise<void> {
    if (this.workers.length > 0) return;
    for (const [jobName, { handler, concurrency }] of this.registrations) {
      const worker = new Worker(
        queueName(jobName),
        // attemptsMade counts the tries that already failed, so this one is the next.
        (job: Job) => handler(job.data, { jobId: decodeJobId(job.id ?? ''), attempt: job.attemptsMade + 1 }),
        { connection: this.connection, prefix: this.prefix, concurrency, lockDuration: LOCK_DURATION_MS, stalledInterval: STALLED_INTERVAL_MS },
      );
      // Without a listener an 'error' event (Redis hiccup) would crash the process.
      worker.on('error', (error) => console.error(`[jobs] worker ${jobName}: ${error.message}`));
      this.workers.push(worker);
    }
    await Promise.all(this.workers.map((worker) => worker.waitUntilReady()));
  }

  async whenIdle(timeoutMs = 10_000): Promise<void> {
    const deadline = Date.now() + timeoutMs;
    for (;;) {
      let pending = 0;
      for (const queue of this.queues.values()) {
        const counts = await queue.getJobCounts('waiting', 'active', 'delayed', 'prioritized');
        pending += Object.values(counts).reduce((sum, n) => sum + n, 0);
      }
      if (pending === 0) return;
      if (Date.now() >= deadline) {
        throw new Error(`Fila de jobs não ficou ociosa em ${timeoutMs} ms (${pending} pendente(s))`);
      }
      await new Promise((resolve) => setTimeout(resolve, IDLE_POLL_MS));
    }
  }

  async health(): Promise<{ ok: boolean; detail?: string }> {
    // A separate small client: it must fail fast instead of queueing commands like BullMQ's.
    if (!this.pinger) {
      this.pinger = new Redis(this.redisUrl, { lazyConnect: true, maxRetriesPerRequest: 1, connectTimeout: 2000 });
      // The failed ping below reports the problem; the event would only be noise.
      this.pinger.on('error', () => undefined);
    }
    try {
      const reply = await this.pinger.ping();
      return { ok: reply === 'PONG' };
    } catch (error) {
      return { ok: false, detail: (error as Error).message };
    }
  }

  async close(): Promise<void> {
    // Workers first: close() waits for the jobs they are running.
    await Promise.all(this.workers.splice(0).map((worker) => worker.close()));
    await Promise.all([...this.queues.values()].map((queue) => queue.close()));
    this.queues.clear();
    this.pinger?.disconnect();
    this.pinger = undefined;
  }

  private queue(jobName: string): Queue {
    let queue = this.queues.get(jobName);
    if (!queue) {
      queue = new Queue(queueName(jobName), { connection: this.connection, prefix: this.prefix });
      queue.on('error', (error) => console.error(`[jobs] fila ${jobName}: ${error.message}`));
      this.queues.set(jobName, queue);
    }
    return queue;
  }
}

/** BullMQ also rejects ':' in queue names; job names like 'mail.reset' pass unchanged. */
function queueName(jobName: string): string {
  return encodeURIComponent(jobName);
}

/**
 * BullMQ rejects custom ids that contain ':' or that read as an integer. Percent-encoding
 * (plus the first character of an integer-looking id) keeps every id valid and reversible,
 * and leaves the usual UUIDs unchanged.
 */
export function encodeJobId(jobId: string): string {
  const encoded = encodeURIComponent(jobId);
  if (`${parseInt(encoded, 10)}` !== encoded) return encoded;
  const first = encoded.charCodeAt(0).toString(16).toUpperCase();
  return `%${first}${encoded.slice(1)}`;
}

export function decodeJobId(bullId: string): string {
  return decodeURIComponent(bullId);
}

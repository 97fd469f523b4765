/**
 * The JobQueue port: side effects (e-mail, uploads, webhooks) run as jobs keyed by the
 * id of the event that caused them, so enqueuing twice runs once. Both adapters (in-process
 * and BullMQ) apply the same retry rules: `attempts` tries, exponential backoff from `backoffMs`.
 */
export interface JobOptions {
  attempts?: number;
  backoffMs?: number;
}

export const DEFAULT_JOB_OPTIONS: Required<JobOptions> = { attempts: 5, backoffMs: 1000 };

export interface JobContext {
  jobId: string;
  /** 1 on the first try. */
  attempt: number;
}

export type JobHandler<P = unknown> = (payload: P, context: JobContext) => Promise<void>;

export interface JobQueue {
  readonly name: string;
  /** Registers the worker for a job name; call before start(). */
  register<P>(jobName: string, handler: JobHandler<P>, options?: { concurrency?: number }): void;
  /** Returns false when a job with this id was already enqueued (it is not run again). */
  enqueue<P>(jobName: string, jobId: string, payload: P, options?: JobOptions): Promise<boolean>;
  /** Starts processing (worker role). An API-only process enqueues without starting. */
  start(): Promise<void>;
  /** Resolves when no job is waiting, delayed or running (tests, graceful stop). */
  whenIdle(timeoutMs?: number): Promise<void>;
  health(): Promise<{ ok: boolean; detail?: string }>;
  close(): Promise<void>;
}

export const JOB_QUEUE = Symbol('JOB_QUEUE');

export function backoffDelay(attempt: number, backoffMs: number): number {
  return backoffMs * 2 ** (attempt - 1);
}

import type { Worker } from 'node:worker_threads';
import { startWorker } from '../threads/start-worker';
import type { JobStoreCall } from './sqlite-job-store';

type Reply = { call: number; result?: unknown; error?: string };

/**
 * The job table's thread as async calls (sqlite-job-store.worker.ts). The thread is
 * referenced only while a call is unanswered, so an idle queue does not keep a process alive.
 */
export class JobStoreThread {
  private readonly worker: Worker;
  private readonly waiting = new Map<number, { resolve(value: unknown): void; reject(error: Error): void }>();
  private calls = 0;
  private lost: Error | null = null;

  constructor(file: string) {
    this.worker = startWorker(__dirname, 'sqlite-job-store.worker', { file });
    // Not before it is online: a thread unreferenced while starting is not referenced again by ref().
    this.worker.once('online', () => this.waiting.size === 0 && this.worker.unref());
    this.worker.on('message', ({ call, result, error }: Reply) => {
      const waiter = this.waiting.get(call);
      this.waiting.delete(call);
      if (this.waiting.size === 0) this.worker.unref();
      if (error === undefined) waiter?.resolve(result);
      else waiter?.reject(new Error(error));
    });
    this.worker.on('error', (error) => this.fail(error));
    this.worker.on('exit', (code) => this.fail(new Error(`A thread da fila de jobs terminou (código ${code})`)));
  }

  call<M extends JobStoreCall['method']>(method: M, ...args: Extract<JobStoreCall, { method: M }>['args']): Promise<Extract<JobStoreCall, { method: M }>['result']> {
    if (this.lost) return Promise.reject(this.lost);
    const call = ++this.calls;
    return new Promise((resolve, reject) => {
      this.waiting.set(call, { resolve: resolve as (value: unknown) => void, reject });
      this.worker.ref();
      this.worker.postMessage({ call, method, args });
    });
  }

  /** Closes the file, after every call made before, and ends the thread. */
  async stop(): Promise<void> {
    if (this.lost) return;
    await this.call('close');
    this.lost = new Error('Fila de jobs fechada');
    await this.worker.terminate();
  }

  private fail(error: Error): void {
    this.lost ??= error;
    for (const waiter of this.waiting.values()) waiter.reject(this.lost);
    this.waiting.clear();
  }
}

import { parentPort, workerData } from 'node:worker_threads';
import { SqliteJobStore } from './sqlite-job-store';

/**
 * The embedded job queue's thread (in-process-job-queue.ts): every read and write of the jobs
 * table, so an enqueue's fsync never holds the API's event loop. Calls are answered in order.
 */
const { file } = workerData as { file: string };
const port = parentPort!;
const store = new SqliteJobStore(file);
port.on('message', ({ call, method, args }: { call: number; method: keyof SqliteJobStore; args: unknown[] }) => {
  try {
    const result = (store[method] as (...a: unknown[]) => unknown)(...args);
    port.postMessage({ call, result });
  } catch (error) {
    port.postMessage({ call, error: error instanceof Error ? error.message : String(error) });
  }
});

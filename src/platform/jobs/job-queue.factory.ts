import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { InProcessJobQueue } from './in-process-job-queue';
import type { JobQueue } from './job-queue.port';

/** BullMQ when REDIS_URL is configured, otherwise the embedded queue in DATA_DIR. */
export function createJobQueue(options: { redisUrl?: string; dataDir: string }): JobQueue {
  if (options.redisUrl) {
    // Required only when configured: loading BullMQ costs every embedded start ~100 ms.
    const { BullmqJobQueue } = require('./bullmq-job-queue') as typeof import('./bullmq-job-queue');
    return new BullmqJobQueue(options.redisUrl);
  }
  mkdirSync(options.dataDir, { recursive: true });
  return new InProcessJobQueue(join(options.dataDir, 'jobs.sqlite'));
}

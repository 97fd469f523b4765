import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { BullmqJobQueue } from './bullmq-job-queue';
import { InProcessJobQueue } from './in-process-job-queue';
import type { JobQueue } from './job-queue.port';

/** BullMQ when REDIS_URL is configured, otherwise the embedded queue in DATA_DIR. */
export function createJobQueue(options: { redisUrl?: string; dataDir: string }): JobQueue {
  if (options.redisUrl) return new BullmqJobQueue(options.redisUrl);
  mkdirSync(options.dataDir, { recursive: true });
  return new InProcessJobQueue(join(options.dataDir, 'jobs.sqlite'));
}

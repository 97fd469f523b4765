import { Inject, Injectable, OnApplicationBootstrap } from '@nestjs/common';
import { APP_CONFIG, AppConfig } from '../../config/app-config';
import { JOB_QUEUE, JobQueue } from './job-queue.port';

/** Job workers run in the roles that work (all, worker); an API-only replica only enqueues. */
@Injectable()
export class JobsService implements OnApplicationBootstrap {
  constructor(
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    @Inject(JOB_QUEUE) private readonly queue: JobQueue,
  ) {}

  async onApplicationBootstrap(): Promise<void> {
    if (this.config.role === 'all' || this.config.role === 'worker') await this.queue.start();
  }
}

import { Inject, Injectable, Logger, OnApplicationBootstrap } from '@nestjs/common';
import { APP_CONFIG, AppConfig } from '../../config/app-config';
import { EVENT_STORE, EventStore } from '../event-store/event-store.port';
import { READ_STORE, ReadStore } from '../read-store/read-store.port';
import type { Projection, Reactor } from './projection';
import { ProjectionRunner } from './projection-runner';

/**
 * Modules register their projections and reactors here while they initialise; the runner
 * starts at bootstrap in the roles that project (all, worker). An API-only replica answers
 * read-your-writes by polling the checkpoints the worker writes.
 */
@Injectable()
export class ProjectionsService implements OnApplicationBootstrap {
  private readonly logger = new Logger('Projections');
  readonly projections: Projection[] = [];
  readonly reactors: Reactor[] = [];
  private runner: ProjectionRunner | null = null;

  constructor(
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    @Inject(EVENT_STORE) private readonly events: EventStore,
    @Inject(READ_STORE) private readonly store: ReadStore,
  ) {}

  register(...items: Array<Projection | Reactor>): void {
    for (const item of items) {
      if ('apply' in item) this.projections.push(item);
      else this.reactors.push(item);
    }
  }

  async onApplicationBootstrap(): Promise<void> {
    if (this.config.role === 'api' || this.config.role === 'maintenance') return;
    this.runner = new ProjectionRunner(this.events, this.store, this.projections, this.reactors, {
      onError: (err) => this.logger.error({ err }, 'A projeção parou por um erro'),
    });
    await this.runner.start();
  }

  /** Read-your-writes with a bounded wait (READ_YOUR_WRITES_TIMEOUT_MS). */
  async waitFor(position: number): Promise<boolean> {
    const timeout = this.config.readYourWritesTimeoutMs;
    if (this.runner) return this.runner.waitFor(position, timeout);
    const deadline = Date.now() + timeout;
    while (Date.now() < deadline) {
      if ((await this.storedPosition()) >= position) return true;
      await new Promise((r) => setTimeout(r, 25));
    }
    return false;
  }

  async lag(): Promise<number> {
    if (this.runner) return this.runner.lag();
    return Math.max(0, (await this.events.headPosition()) - (await this.storedPosition()));
  }

  healthy(): boolean {
    return this.runner?.healthy() ?? true;
  }

  async stop(): Promise<void> {
    await this.runner?.stop();
  }

  private async storedPosition(): Promise<number> {
    const keys = [...this.projections.map((p) => `projection:${p.name}`), ...this.reactors.map((r) => `reactor:${r.name}`)];
    const rows = await this.store.collection<{ _id: string; position: number }>('checkpoints').find({ _id: { $in: keys } });
    return rows.length < keys.length ? 0 : Math.min(...rows.map((r) => r.position));
  }
}

import { Logger, OnApplicationBootstrap, OnModuleDestroy } from '@nestjs/common';
import type { AppConfig } from '../../config/app-config';

/**
 * A pass repeated every AUTO_CLOSE_INTERVAL_SECONDS where projections run (roles all and
 * worker): the auto-close, the subscription clock. One pass at a time; a failed one (the read
 * store unreachable) is logged and tried again at the next tick, since left unhandled its
 * rejection would end the process. The deciders behind a pass re-check their dates, so a
 * stale list or two workers at once change nothing twice.
 */
export abstract class PeriodicPass implements OnApplicationBootstrap, OnModuleDestroy {
  protected abstract readonly logger: Logger;
  /** Logged when a pass fails, in pt-BR. */
  protected abstract readonly failureMessage: string;
  private timer: NodeJS.Timeout | null = null;
  private running: Promise<void> | null = null;

  protected constructor(private readonly schedule: Pick<AppConfig, 'role' | 'autoCloseIntervalSeconds'>) {}

  onApplicationBootstrap(): void {
    if (this.schedule.role !== 'all' && this.schedule.role !== 'worker') return;
    this.timer = setInterval(
      () => void this.tick().catch((err: unknown) => this.logger.error({ err }, this.failureMessage)),
      this.schedule.autoCloseIntervalSeconds * 1000,
    );
    this.timer.unref();
  }

  async onModuleDestroy(): Promise<void> {
    if (this.timer) clearInterval(this.timer);
    await this.running;
  }

  /** One pass; public so tests can run it without waiting for the interval. */
  tick(): Promise<void> {
    this.running ??= this.pass().finally(() => (this.running = null));
    return this.running;
  }

  protected abstract pass(): Promise<void>;
}

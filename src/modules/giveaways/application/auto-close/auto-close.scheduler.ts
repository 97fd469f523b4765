import { Inject, Injectable, Logger, OnApplicationBootstrap, OnModuleDestroy } from '@nestjs/common';
import { APP_CONFIG, AppConfig } from '../../../../config/app-config';
import { Clock } from '../../../../platform/ddd/clock';
import { StreamExecutor } from '../../../../platform/ddd/stream-executor';
import { READ_STORE, ReadStore } from '../../../../platform/read-store/read-store.port';
import { giveawayDecider } from '../../domain/giveaway.decider';
import { giveawayStream } from '../../domain/giveaway.events';
import { GIVEAWAYS } from '../../projections/giveaways.projection';

/**
 * Closes active giveaways whose dataSorteio has passed (GiveawayClosed, motivo dataSorteio).
 * Runs where projections run (roles all and worker). The decider re-checks status and date,
 * so a stale list or two workers at once cannot close anything twice.
 */
@Injectable()
export class AutoCloseScheduler implements OnApplicationBootstrap, OnModuleDestroy {
  private readonly logger = new Logger('AutoClose');
  private timer: NodeJS.Timeout | null = null;
  private running: Promise<void> | null = null;

  constructor(
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    @Inject(READ_STORE) private readonly store: ReadStore,
    private readonly executor: StreamExecutor,
    private readonly clock: Clock,
  ) {}

  onApplicationBootstrap(): void {
    if (this.config.role !== 'all' && this.config.role !== 'worker') return;
    // A failed pass (the read store unreachable) is logged and tried again at the next tick;
    // left unhandled, its rejection would end the process.
    this.timer = setInterval(
      () => void this.tick().catch((err: unknown) => this.logger.error({ err }, 'Falha ao procurar sorteios a encerrar; nova tentativa no próximo ciclo')),
      this.config.autoCloseIntervalSeconds * 1000,
    );
    this.timer.unref();
  }

  async onModuleDestroy(): Promise<void> {
    if (this.timer) clearInterval(this.timer);
    await this.running;
  }

  /** One pass; public so tests can run it without waiting for the interval. */
  tick(): Promise<void> {
    this.running ??= this.closeDue().finally(() => (this.running = null));
    return this.running;
  }

  private async closeDue(): Promise<void> {
    const now = this.clock.now().toISOString();
    const due = await this.store.collection(GIVEAWAYS).find({ status: 'Ativo', dataSorteio: { $lte: now } }, { limit: 500 });
    for (const giveaway of due) {
      try {
        await this.executor.execute(giveawayStream(giveaway._id), giveawayDecider, { type: 'CloseAtDrawDate' }, { userId: null, correlationId: 'auto-close' });
      } catch (err) {
        this.logger.warn({ err, giveawayId: giveaway._id }, 'Não foi possível encerrar o sorteio na data');
      }
    }
  }
}

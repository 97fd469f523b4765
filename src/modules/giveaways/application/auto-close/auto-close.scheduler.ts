import { Inject, Injectable, Logger } from '@nestjs/common';
import { APP_CONFIG, AppConfig } from '../../../../config/app-config';
import { Clock } from '../../../../platform/ddd/clock';
import { PeriodicPass } from '../../../../platform/jobs/periodic-pass';
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
export class AutoCloseScheduler extends PeriodicPass {
  protected readonly logger = new Logger('AutoClose');
  protected readonly failureMessage = 'Falha ao procurar sorteios a encerrar; nova tentativa no próximo ciclo';

  constructor(
    @Inject(APP_CONFIG) config: AppConfig,
    @Inject(READ_STORE) private readonly store: ReadStore,
    private readonly executor: StreamExecutor,
    private readonly clock: Clock,
  ) {
    super(config);
  }

  protected async pass(): Promise<void> {
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

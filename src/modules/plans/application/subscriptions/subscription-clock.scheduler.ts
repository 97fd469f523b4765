import { Inject, Injectable, Logger } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { APP_CONFIG, AppConfig } from '../../../../config/app-config';
import { Clock } from '../../../../platform/ddd/clock';
import { PeriodicPass } from '../../../../platform/jobs/periodic-pass';
import { READ_STORE, ReadStore } from '../../../../platform/read-store/read-store.port';
import { GRACE_DAYS, NOTICE_DAYS } from '../../domain/subscription.decider';
import { SUBSCRIPTIONS, type SubscriptionView } from '../../projections/subscriptions.projection';
import { ChangeSubscriptionCommand } from './change-subscription.command';

const DAY_MS = 86_400_000;
const BATCH = 500;

/**
 * Time's part in a subscription: a cancelled Pro is told a week before it ends
 * (ProEndingNoticed), and a paid period that ran out with no word from the provider ends
 * (ProExpired, after the grace days). A PeriodicPass: on the auto-close's interval, where
 * projections run.
 */
@Injectable()
export class SubscriptionClockScheduler extends PeriodicPass {
  protected readonly logger = new Logger('SubscriptionClock');
  protected readonly failureMessage = 'Falha ao verificar o fim das assinaturas; nova tentativa no próximo ciclo';

  constructor(
    @Inject(APP_CONFIG) config: AppConfig,
    @Inject(READ_STORE) private readonly store: ReadStore,
    private readonly commands: CommandBus,
    private readonly clock: Clock,
  ) {
    super(config);
  }

  protected async pass(): Promise<void> {
    const now = this.clock.now().getTime();
    const subscriptions = this.store.collection<SubscriptionView>(SUBSCRIPTIONS);
    const expiring = await subscriptions.find({ pro: true, ativoAte: { $lte: new Date(now - GRACE_DAYS * DAY_MS).toISOString() } }, { limit: BATCH });
    const ending = await subscriptions.find({ pro: true, cancelada: true, ativoAte: { $lte: new Date(now + NOTICE_DAYS * DAY_MS).toISOString() } }, { limit: BATCH });
    for (const view of ending.filter((v) => v.avisoFimPara !== v.ativoAte)) await this.send(view.userId, 'NoticeEnding');
    for (const view of expiring) await this.send(view.userId, 'ExpireIfDue');
  }

  private async send(userId: string, type: 'NoticeEnding' | 'ExpireIfDue'): Promise<void> {
    try {
      await this.commands.execute(new ChangeSubscriptionCommand(userId, { type }, { userId: null, correlationId: 'subscription-clock' }));
    } catch (err) {
      this.logger.warn({ err, userId, type }, 'Não foi possível atualizar a assinatura');
    }
  }
}

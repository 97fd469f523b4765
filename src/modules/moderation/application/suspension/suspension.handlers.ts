import { CommandHandler, ICommandHandler } from '@nestjs/cqrs';
import { StreamExecutor } from '../../../../platform/ddd/stream-executor';
import { ProjectionsService } from '../../../../platform/projections/projections.service';
import { GiveawayLifecycles } from '../../../giveaways/giveaways.public';
import { SuspensionCommand, suspensionDecider } from '../../domain/suspension.decider';
import { moderationStream } from '../../domain/suspension.events';
import { moderatedGiveawayOf } from '../moderated-giveaway';
import { AdminGiveaways } from '../readers/admin-giveaways';
import { ReinstateGiveawayCommand, SuspendGiveawayCommand } from './suspension.commands';

abstract class SuspensionHandler {
  constructor(
    protected readonly executor: StreamExecutor,
    protected readonly lifecycles: GiveawayLifecycles,
    protected readonly projections: ProjectionsService,
    protected readonly giveaways: AdminGiveaways,
  ) {}

  protected async run(giveawayId: string, build: (giveaway: SuspensionCommand['giveaway']) => SuspensionCommand, meta: SuspendGiveawayCommand['meta']) {
    // From the event store, not the read model: a giveaway deleted a moment ago is refused at once.
    const command = build(moderatedGiveawayOf(await this.lifecycles.of(giveawayId)));
    const result = await this.executor.execute(moderationStream(giveawayId), suspensionDecider, command, meta);
    await this.projections.waitFor(result.position);
    return this.giveaways.get(giveawayId);
  }
}

@CommandHandler(SuspendGiveawayCommand)
export class SuspendGiveawayHandler extends SuspensionHandler implements ICommandHandler<SuspendGiveawayCommand> {
  constructor(executor: StreamExecutor, lifecycles: GiveawayLifecycles, projections: ProjectionsService, giveaways: AdminGiveaways) {
    super(executor, lifecycles, projections, giveaways);
  }

  execute({ giveawayId, motivo, meta }: SuspendGiveawayCommand) {
    return this.run(giveawayId, (giveaway) => ({ type: 'SuspendGiveaway', giveawayId, motivo, by: meta.userId, reportId: null, giveaway }), meta);
  }
}

@CommandHandler(ReinstateGiveawayCommand)
export class ReinstateGiveawayHandler extends SuspensionHandler implements ICommandHandler<ReinstateGiveawayCommand> {
  constructor(executor: StreamExecutor, lifecycles: GiveawayLifecycles, projections: ProjectionsService, giveaways: AdminGiveaways) {
    super(executor, lifecycles, projections, giveaways);
  }

  execute({ giveawayId, motivo, meta }: ReinstateGiveawayCommand) {
    return this.run(giveawayId, (giveaway) => ({ type: 'ReinstateGiveaway', giveawayId, motivo, by: meta.userId, giveaway }), meta);
  }
}

import { Inject } from '@nestjs/common';
import { CommandHandler, ICommandHandler } from '@nestjs/cqrs';
import { StreamExecutor } from '../../../../platform/ddd/stream-executor';
import { ProjectionsService } from '../../../../platform/projections/projections.service';
import { SuspensionCommand, suspensionDecider } from '../../domain/suspension.decider';
import { moderationStream } from '../../domain/suspension.events';
import { GiveawayFactsService } from '../giveaway-facts.service';
import { AdminGiveaways } from '../readers/admin-giveaways';
import { ReinstateGiveawayCommand, SuspendGiveawayCommand } from './suspension.commands';

abstract class SuspensionHandler {
  constructor(
    protected readonly executor: StreamExecutor,
    protected readonly facts: GiveawayFactsService,
    protected readonly projections: ProjectionsService,
    protected readonly giveaways: AdminGiveaways,
  ) {}

  protected async run(giveawayId: string, build: (facts: SuspensionCommand['giveaway']) => SuspensionCommand, meta: SuspendGiveawayCommand['meta']) {
    const command = build(await this.facts.of(giveawayId));
    const result = await this.executor.execute(moderationStream(giveawayId), suspensionDecider, command, meta);
    await this.projections.waitFor(result.position);
    return this.giveaways.get(giveawayId);
  }
}

@CommandHandler(SuspendGiveawayCommand)
export class SuspendGiveawayHandler extends SuspensionHandler implements ICommandHandler<SuspendGiveawayCommand> {
  constructor(@Inject(StreamExecutor) executor: StreamExecutor, facts: GiveawayFactsService, projections: ProjectionsService, giveaways: AdminGiveaways) {
    super(executor, facts, projections, giveaways);
  }

  execute({ giveawayId, motivo, meta }: SuspendGiveawayCommand) {
    return this.run(giveawayId, (giveaway) => ({ type: 'SuspendGiveaway', giveawayId, motivo, by: meta.userId, reportId: null, giveaway }), meta);
  }
}

@CommandHandler(ReinstateGiveawayCommand)
export class ReinstateGiveawayHandler extends SuspensionHandler implements ICommandHandler<ReinstateGiveawayCommand> {
  constructor(@Inject(StreamExecutor) executor: StreamExecutor, facts: GiveawayFactsService, projections: ProjectionsService, giveaways: AdminGiveaways) {
    super(executor, facts, projections, giveaways);
  }

  execute({ giveawayId, motivo, meta }: ReinstateGiveawayCommand) {
    return this.run(giveawayId, (giveaway) => ({ type: 'ReinstateGiveaway', giveawayId, motivo, by: meta.userId, giveaway }), meta);
  }
}

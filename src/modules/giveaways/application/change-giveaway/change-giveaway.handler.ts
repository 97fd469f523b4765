import { CommandHandler, ICommandHandler } from '@nestjs/cqrs';
import { StreamExecutor } from '../../../../platform/ddd/stream-executor';
import { ProjectionsService } from '../../../../platform/projections/projections.service';
import { giveawayDecider } from '../../domain/giveaway.decider';
import { giveawayStream } from '../../domain/giveaway.events';
import { ChangeGiveawayCommand } from './change-giveaway.command';

/** The write loop for every change to a giveaway: the decider holds all the rules. */
@CommandHandler(ChangeGiveawayCommand)
export class ChangeGiveawayHandler implements ICommandHandler<ChangeGiveawayCommand> {
  constructor(
    private readonly executor: StreamExecutor,
    private readonly projections: ProjectionsService,
  ) {}

  async execute({ giveawayId, command, meta, ifMatch }: ChangeGiveawayCommand): Promise<{ revision: number }> {
    const result = await this.executor.execute(giveawayStream(giveawayId), giveawayDecider, command, meta, { ifMatch });
    await this.projections.waitFor(result.position);
    return { revision: result.revision };
  }
}

import { CommandHandler, ICommandHandler } from '@nestjs/cqrs';
import { StreamExecutor } from '../../../../platform/ddd/stream-executor';
import { GiveawayLifecycles } from '../../../giveaways/giveaways.public';
import { entryDecider } from '../../domain/entry.decider';
import { entryStream } from '../../domain/entry.events';
import { WithdrawEntryCommand } from './withdraw-entry.command';

/** Decided on the entry's stream with the giveaway's lifecycle read from its own stream (no projection lag). */
@CommandHandler(WithdrawEntryCommand)
export class WithdrawEntryHandler implements ICommandHandler<WithdrawEntryCommand> {
  constructor(
    private readonly executor: StreamExecutor,
    private readonly lifecycles: GiveawayLifecycles,
  ) {}

  async execute({ giveawayId, participantId, meta }: WithdrawEntryCommand): Promise<{ withdrawn: boolean; position: number }> {
    const giveaway = await this.lifecycles.of(giveawayId);
    const result = await this.executor.execute(entryStream(giveawayId, participantId), entryDecider, { type: 'WithdrawEntry', giveaway }, meta);
    return { withdrawn: result.events.length > 0, position: result.position };
  }
}

import { CommandHandler, ICommandHandler } from '@nestjs/cqrs';
import { StreamExecutor } from '../../../../platform/ddd/stream-executor';
import { ProjectionsService } from '../../../../platform/projections/projections.service';
import { userStream } from '../../../accounts/domain/user.events';
import { subscriptionDecider } from '../../domain/subscription.decider';
import type { SubscriptionEvent } from '../../domain/subscription.events';
import { ChangeSubscriptionCommand } from './change-subscription.command';

/**
 * Appends to the user's stream (accounts' `user-{id}`, which records every entitlement change
 * with the rest of the account's history) and answers once the read models show it.
 */
@CommandHandler(ChangeSubscriptionCommand)
export class ChangeSubscriptionHandler implements ICommandHandler<ChangeSubscriptionCommand> {
  constructor(
    private readonly executor: StreamExecutor,
    private readonly projections: ProjectionsService,
  ) {}

  async execute({ userId, command, meta }: ChangeSubscriptionCommand): Promise<{ events: SubscriptionEvent[]; position: number }> {
    const result = await this.executor.execute(userStream(userId), subscriptionDecider, { ...command, userId }, meta);
    await this.projections.waitFor(result.position);
    return { events: result.events, position: result.position };
  }
}

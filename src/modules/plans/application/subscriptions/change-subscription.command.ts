import type { CommandMetadata } from '../../../../platform/ddd/stream-executor';
import type { SubscriptionCommand } from '../../domain/subscription.decider';

/**
 * Any change to a person's Pro: an admin's grant or revocation (moderation sends these),
 * a payment provider's event, the end of a paid period. Decided by the subscription decider
 * on the person's own stream.
 */
export class ChangeSubscriptionCommand {
  constructor(
    readonly userId: string,
    readonly command: SubscriptionCommand,
    readonly meta: CommandMetadata,
  ) {}
}

import type { CommandMetadata } from '../../../../platform/ddd/stream-executor';

export class WithdrawConsentCommand {
  constructor(
    readonly giveawayId: string,
    readonly meta: CommandMetadata & { userId: string },
  ) {}
}

import type { CommandMetadata } from '../../../platform/ddd/stream-executor';

export class ReplaceWinnerCommand {
  constructor(
    readonly giveawayId: string,
    readonly entryId: string,
    readonly motivo: string,
    readonly meta: CommandMetadata & { userId: string },
  ) {}
}

import type { CommandMetadata } from '../../../platform/ddd/stream-executor';

/** The creator shows (publicada: true) or hides the entrant list committed at the close. */
export class SetEntrantListCommand {
  constructor(
    readonly giveawayId: string,
    readonly publicada: boolean,
    readonly meta: CommandMetadata & { userId: string },
  ) {}
}

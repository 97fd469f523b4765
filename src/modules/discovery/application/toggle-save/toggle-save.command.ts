import type { CommandMetadata } from '../../../../platform/ddd/stream-executor';

/** Save or unsave (whichever it is now) a giveaway for the signed-in user. */
export class ToggleSaveCommand {
  constructor(
    readonly userId: string,
    readonly giveawayId: string,
    readonly meta: CommandMetadata,
  ) {}
}

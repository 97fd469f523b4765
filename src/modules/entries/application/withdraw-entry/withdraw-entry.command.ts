import type { CommandMetadata } from '../../../../platform/ddd/stream-executor';

/**
 * Takes a participant's entry out of a giveaway whose entries are still open (an account
 * erasure, docs/personal-data.md). Answers whether it was withdrawn: an entry a close already
 * committed stays.
 */
export class WithdrawEntryCommand {
  constructor(
    readonly giveawayId: string,
    readonly participantId: string,
    readonly meta: CommandMetadata,
  ) {}
}

import type { CommandMetadata } from '../../../../platform/ddd/stream-executor';
import type { GiveawayCommand } from '../../domain/giveaway.decider';

/** Any decision on an existing giveaway (edit, publish, close, cancel, delete). */
export class ChangeGiveawayCommand {
  constructor(
    readonly giveawayId: string,
    readonly command: Exclude<GiveawayCommand, { type: 'CreateGiveaway' }>,
    readonly meta: CommandMetadata,
    readonly ifMatch?: number,
  ) {}
}

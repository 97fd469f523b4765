import type { CommandMetadata } from '../../../../platform/ddd/stream-executor';
import type { GiveawayCommand } from '../../domain/giveaway.decider';

type Change = Exclude<GiveawayCommand, { type: 'CreateGiveaway' }>;
/** The handler adds the plan's limits and the prize images' uploads to an edit; callers send only what they ask for. */
export type GiveawayChange = Exclude<Change, { type: 'UpdateGiveaway' }> | Omit<Extract<Change, { type: 'UpdateGiveaway' }>, 'limites' | 'uploads'>;

/** Any decision on an existing giveaway (edit, publish, close, cancel, delete). */
export class ChangeGiveawayCommand {
  constructor(
    readonly giveawayId: string,
    readonly command: GiveawayChange,
    readonly meta: CommandMetadata,
    readonly ifMatch?: number,
  ) {}
}

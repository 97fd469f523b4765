import type { AuthUser } from '../../../platform/auth/jwt.strategy';
import type { CommandMetadata } from '../../../platform/ddd/stream-executor';

/** A signed-in user opens (join) or leaves (leave) a giveaway's live view. */
export class SpectateCommand {
  constructor(
    readonly giveawayId: string,
    readonly action: 'join' | 'leave',
    readonly viewer: AuthUser,
    readonly meta: CommandMetadata,
  ) {}
}

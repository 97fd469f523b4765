import type { CommandMetadata } from '../../../../platform/ddd/stream-executor';
import type { ProfileChanges } from '../../domain/user.events';

export class UpdateProfileCommand {
  constructor(
    readonly changes: ProfileChanges,
    readonly meta: CommandMetadata & { userId: string },
  ) {}
}

import type { CommandMetadata } from '../../../../platform/ddd/stream-executor';
import type { Roles } from '../../domain/user.events';

export class ChangeRolesCommand {
  constructor(
    readonly targetUserId: string,
    readonly roles: Partial<Roles>,
    readonly meta: CommandMetadata,
    /** Why (an admin's reason); recorded on UserRolesChanged. */
    readonly motivo: string | null = null,
  ) {}
}

import type { CommandMetadata } from '../../../../platform/ddd/stream-executor';
import type { AccessChange } from '../../domain/access-change';

/** PUT /api/admin/users/:id/roles: roles, and disabling or re-enabling, with the reason. */
export class ChangeAccessCommand {
  constructor(
    readonly targetUserId: string,
    readonly change: AccessChange,
    readonly motivo: string,
    readonly meta: CommandMetadata & { userId: string },
  ) {}
}

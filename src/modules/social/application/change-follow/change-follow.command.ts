import type { CommandMetadata } from '../../../../platform/ddd/stream-executor';

/** PUT (seguir: true) or DELETE (seguir: false) /api/users/:username/follow by the signed-in user. */
export class ChangeFollowCommand {
  constructor(
    readonly username: string,
    readonly seguir: boolean,
    readonly meta: CommandMetadata & { userId: string },
  ) {}
}

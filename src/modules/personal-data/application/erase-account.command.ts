import type { CommandMetadata } from '../../../platform/ddd/stream-executor';

/** DELETE /api/me: the signed-in person erases their account, confirming with their password. */
export class EraseAccountCommand {
  constructor(
    readonly password: string,
    readonly meta: CommandMetadata & { userId: string },
  ) {}
}

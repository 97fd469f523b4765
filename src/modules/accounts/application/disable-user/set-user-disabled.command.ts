import type { CommandMetadata } from '../../../../platform/ddd/stream-executor';

/** An admin disables (UserDisabled) or re-enables (UserEnabled) an account, with the reason. */
export class SetUserDisabledCommand {
  constructor(
    readonly targetUserId: string,
    readonly disabled: boolean,
    readonly motivo: string | null,
    readonly meta: CommandMetadata,
  ) {}
}

import type { CommandMetadata } from '../../../../platform/ddd/stream-executor';
import type { OutsideIdentityRef } from '../../domain/user.decider';

/** The signed-in person (meta.userId) stops signing in with one of their outside identities. */
export class UnlinkIdentityCommand {
  constructor(
    readonly identity: OutsideIdentityRef,
    readonly meta: CommandMetadata & { userId: string },
  ) {}
}

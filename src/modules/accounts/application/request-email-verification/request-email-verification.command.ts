import type { CommandMetadata } from '../../../../platform/ddd/stream-executor';

export class RequestEmailVerificationCommand {
  constructor(readonly meta: CommandMetadata & { userId: string }) {}
}

import type { CommandMetadata } from '../../../../platform/ddd/stream-executor';

export class RegisterUserCommand {
  constructor(
    readonly input: { email: string; password: string; username: string; nome: string; sobrenome?: string },
    readonly meta: CommandMetadata,
    /** The client's address: sign-ups are limited per IP. */
    readonly ip: string,
  ) {}
}

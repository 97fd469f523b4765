export class SignOutCommand {
  constructor(
    readonly refreshToken: unknown,
    readonly correlationId: string,
  ) {}
}

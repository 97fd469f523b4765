export class RefreshSessionCommand {
  constructor(
    readonly refreshToken: unknown,
    readonly correlationId: string,
  ) {}
}

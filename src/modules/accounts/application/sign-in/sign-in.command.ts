export class SignInCommand {
  constructor(
    readonly email: string,
    readonly password: string,
    readonly ip: string,
    readonly correlationId: string,
  ) {}
}

export interface IssuedSession {
  userId: string;
  accessToken: string;
  refreshToken: string;
}

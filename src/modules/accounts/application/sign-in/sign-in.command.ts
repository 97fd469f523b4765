export class SignInCommand {
  constructor(
    readonly email: string,
    readonly password: string,
    readonly ip: string,
    readonly correlationId: string,
    /** The request carried a solved proof-of-work challenge (X-Altcha), already redeemed. */
    readonly challengePassed = false,
    /** The known-device cookie this browser holds, if any (docs/security.md). */
    readonly deviceToken?: string,
  ) {}
}

export interface IssuedSession {
  userId: string;
  accessToken: string;
  refreshToken: string;
  /** A fresh known-device token for this browser, set as a cookie by the controller. */
  deviceToken?: string;
}

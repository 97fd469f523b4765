import type { CommandMetadata } from '../../../platform/ddd/stream-executor';

type Signed = CommandMetadata & { userId: string };

/** "Conectar Instagram": a one-time state and the authorization page's address. */
export class StartInstagramAuthorizationCommand {
  constructor(readonly meta: Signed) {}
}

/** Back from Instagram (the SPA's /instagram-callback): the code and the state it carried. */
export class CompleteInstagramAuthorizationCommand {
  constructor(
    readonly input: { code: string; state: string },
    readonly meta: Signed,
  ) {}
}

export class DisconnectInstagramCommand {
  constructor(readonly meta: Signed) {}
}

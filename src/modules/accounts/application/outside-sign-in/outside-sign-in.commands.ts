import type { CommandMetadata } from '../../../../platform/ddd/stream-executor';
import type { IssuedSession } from '../sign-in/sign-in.command';
import type { AuthorizationChecks } from './oidc-clients';

/** Sends the browser to the provider; `linkUserId` when a signed-in person links an identity instead. */
export class StartOutsideSignInCommand {
  constructor(
    readonly provider: string,
    readonly next: string,
    readonly linkUserId: string | null,
    readonly ip: string,
    readonly meta: CommandMetadata,
  ) {}
}

/** The provider sent the browser back: `query` as received, `checks` from the browser's cookie (null when it has none). */
export class FinishOutsideSignInCommand {
  constructor(
    readonly provider: string,
    readonly query: string,
    readonly checks: AuthorizationChecks | null,
    readonly ip: string,
    readonly meta: CommandMetadata,
  ) {}
}

export interface StartedOutsideSignIn {
  url: string;
  checks: AuthorizationChecks;
}

/**
 * Where the browser goes next. Signed in: with a new session (set as a password sign-in sets
 * it); linked: the signed-in session carries on; refused: the code to show, on the sign-in page
 * or, when linking, on the panel.
 */
export type OutsideSignInOutcome =
  | { kind: 'signed-in'; next: string; session: IssuedSession }
  | { kind: 'linked'; next: string }
  | { kind: 'refused'; code: string; linking: boolean };

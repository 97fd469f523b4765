import type { Decider, DomainEvent } from '../../../platform/ddd/decider';
import { outsideSignInErrors } from './outside-sign-in.errors';

/**
 * A sign-in sent to an OpenID Connect provider and not yet back (docs/outside-accounts.md).
 * Recorded in the event store, named after a hash of its `state`, so that whichever API
 * process receives the callback can finish it, and so that it is spent exactly once: the
 * store's expected-revision check lets only one of two concurrent callbacks consume it.
 * No secret is kept here: the PKCE verifier and the nonce stay in the browser's cookie.
 */
export const oidcAuthorizationStream = (stateHash: string) => `oidcAuthorization-${stateHash}`;

export type OidcAuthorizationStarted = DomainEvent<
  'OidcAuthorizationStarted',
  {
    provider: string;
    /** Where the person goes once signed in: a path on this site. */
    next: string;
    /** Set when a signed-in person links the identity to their account instead of signing in. */
    linkUserId: string | null;
    expiresAt: string;
  }
>;
export type OidcAuthorizationConsumed = DomainEvent<'OidcAuthorizationConsumed', { provider: string }>;
export type OidcAuthorizationEvent = OidcAuthorizationStarted | OidcAuthorizationConsumed;

export type OidcAuthorizationCommand =
  | { type: 'StartAuthorization'; provider: string; next: string; linkUserId: string | null; ttlMinutes: number }
  | { type: 'ConsumeAuthorization'; provider: string };

export interface OidcAuthorizationState {
  started: OidcAuthorizationStarted['data'] | null;
  consumed: boolean;
}

export const oidcAuthorizationDecider: Decider<OidcAuthorizationCommand, OidcAuthorizationEvent, OidcAuthorizationState> = {
  initialState: { started: null, consumed: false },
  decide(command, state, { now }) {
    if (command.type === 'StartAuthorization') {
      // A state is 32 random bytes: meeting one already used means something is wrong, not bad luck.
      if (state.started) throw outsideSignInErrors.invalidState();
      const { provider, next, linkUserId, ttlMinutes } = command;
      return [{ type: 'OidcAuthorizationStarted', data: { provider, next, linkUserId, expiresAt: new Date(now.getTime() + ttlMinutes * 60_000).toISOString() } }];
    }
    const started = state.started;
    if (!started || state.consumed || started.provider !== command.provider || Date.parse(started.expiresAt) <= now.getTime()) {
      throw outsideSignInErrors.invalidState();
    }
    return [{ type: 'OidcAuthorizationConsumed', data: { provider: command.provider } }];
  },
  evolve(state, event) {
    return event.type === 'OidcAuthorizationStarted' ? { ...state, started: event.data } : { ...state, consumed: true };
  },
};

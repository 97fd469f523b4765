import { deciderSpec } from '../../../../test/support/decider-spec';
import { oidcAuthorizationDecider, OidcAuthorizationEvent } from './oidc-authorization.decider';

const NOW = new Date('2026-03-01T12:00:00.000Z');
const MINUTE = 60_000;
const started: OidcAuthorizationEvent = {
  type: 'OidcAuthorizationStarted',
  data: { provider: 'google', next: '/dashboard', linkUserId: null, expiresAt: new Date(NOW.getTime() + 10 * MINUTE).toISOString() },
};
const consumed: OidcAuthorizationEvent = { type: 'OidcAuthorizationConsumed', data: { provider: 'google' } };

const { given } = deciderSpec(oidcAuthorizationDecider, { now: NOW });

describe('a pending outside sign-in', () => {
  it('starts with an expiry ten minutes ahead', () => {
    given([]).when({ type: 'StartAuthorization', provider: 'google', next: '/dashboard', linkUserId: null, ttlMinutes: 10 }).then([started]);
  });

  it('is spent by its first callback', () => {
    given([started]).when({ type: 'ConsumeAuthorization', provider: 'google' }).then([consumed]);
  });

  it('refuses a second callback with the same state', () => {
    given([started, consumed]).when({ type: 'ConsumeAuthorization', provider: 'google' }).then('INVALID_OAUTH_STATE');
  });

  it('refuses a state it never issued', () => {
    given([]).when({ type: 'ConsumeAuthorization', provider: 'google' }).then('INVALID_OAUTH_STATE');
  });

  it('refuses a callback after the ten minutes', () => {
    given([started]).when({ type: 'ConsumeAuthorization', provider: 'google' }, new Date(NOW.getTime() + 10 * MINUTE + 1)).then('INVALID_OAUTH_STATE');
  });

  it("refuses a callback on another provider's route", () => {
    given([started]).when({ type: 'ConsumeAuthorization', provider: 'empresa' }).then('INVALID_OAUTH_STATE');
  });

  it('refuses to start twice under one state', () => {
    given([started]).when({ type: 'StartAuthorization', provider: 'google', next: '/', linkUserId: null, ttlMinutes: 10 }).then('INVALID_OAUTH_STATE');
  });
});

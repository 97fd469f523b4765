import { deciderSpec } from '../../../../test/support/decider-spec';
import { fold } from '../../../platform/ddd/decider';
import { SessionCommand, sessionDecider, SessionEvent } from './session.decider';

const NOW = new Date('2025-06-01T12:00:00.000Z');
const STARTED_AT = '2025-06-01T10:00:00.000Z';
const DAY = 86_400_000;

type PastEvent = SessionEvent & { at?: string };

const started: PastEvent = {
  type: 'SessionStarted',
  data: { familyId: 'f-1', userId: 'u-1', tokenId: 't-1', expiresAt: '2025-07-01T10:00:00.000Z' },
  at: STARTED_AT,
};
const refreshed = (tokenId: string, at?: string): PastEvent => ({
  type: 'SessionRefreshed',
  data: { familyId: 'f-1', tokenId, expiresAt: '2025-07-01T11:00:00.000Z' },
  at,
});
const revoked = (reason: 'logout' | 'reuse'): PastEvent => ({ type: 'SessionRevoked', data: { familyId: 'f-1', reason } });
const refresh = (presentedTokenId: string, validFrom: string | null = null): SessionCommand => ({
  type: 'RefreshSession',
  presentedTokenId,
  newTokenId: 't-new',
  ttlDays: 30,
  validFrom,
  graceSeconds: 10,
});
const secondsBefore = (s: number) => new Date(NOW.getTime() - s * 1000).toISOString();

const { given } = deciderSpec(sessionDecider, { now: NOW, defaultAt: STARTED_AT });

describe('sessionDecider', () => {
  it('starts the session valid for ttlDays from now', () => {
    given([])
      .when({ type: 'StartSession', familyId: 'f-1', userId: 'u-1', tokenId: 't-1', ttlDays: 30 })
      .then([{ type: 'SessionStarted', data: { familyId: 'f-1', userId: 'u-1', tokenId: 't-1', expiresAt: '2025-07-01T12:00:00.000Z' } }]);
  });

  it('refreshing with the current token rotates the token and extends the validity', () => {
    given([started])
      .when(refresh('t-1'))
      .then([{ type: 'SessionRefreshed', data: { familyId: 'f-1', tokenId: 't-new', expiresAt: '2025-07-01T12:00:00.000Z' } }]);
  });

  it('after a refresh, the new token is the one that holds', () => {
    given([started, refreshed('t-2')])
      .when(refresh('t-2'))
      .then([{ type: 'SessionRefreshed', data: { familyId: 'f-1', tokenId: 't-new', expiresAt: '2025-07-01T12:00:00.000Z' } }]);
  });

  it('presenting a token already rotated revokes the whole family for reuse', () => {
    given([started, refreshed('t-2')])
      .when(refresh('t-1'))
      .then([{ type: 'SessionRevoked', data: { familyId: 'f-1', reason: 'reuse' } }]);
  });

  it('within the grace, the token just rotated away revokes nothing and the current token stays the one to hand out', () => {
    const history = [started, refreshed('t-2', secondsBefore(3))];
    given(history).when(refresh('t-1')).then([]);
    given([started, refreshed('t-2', secondsBefore(9.999))]).when(refresh('t-1')).then([]);
    expect(fold(sessionDecider, history).currentTokenId).toBe('t-2');
  });

  it('after the grace, the token rotated away revokes the family as reuse', () => {
    given([started, refreshed('t-2', secondsBefore(10))])
      .when(refresh('t-1'))
      .then([{ type: 'SessionRevoked', data: { familyId: 'f-1', reason: 'reuse' } }]);
  });

  it('the grace covers only the token rotated away last, not older ones', () => {
    given([started, refreshed('t-2', secondsBefore(5)), refreshed('t-3', secondsBefore(2))])
      .when(refresh('t-1'))
      .then([{ type: 'SessionRevoked', data: { familyId: 'f-1', reason: 'reuse' } }]);
  });

  it('with the grace set to zero, any token rotated away revokes the family', () => {
    given([started, refreshed('t-2', NOW.toISOString())])
      .when({ ...refresh('t-1'), graceSeconds: 0 } as SessionCommand)
      .then([{ type: 'SessionRevoked', data: { familyId: 'f-1', reason: 'reuse' } }]);
  });

  it('within the grace, a session ended by sign-out or by the password change still refuses', () => {
    given([started, refreshed('t-2', secondsBefore(3)), revoked('logout')]).when(refresh('t-1')).then('UNAUTHENTICATED');
    given([started, refreshed('t-2', secondsBefore(3))]).when(refresh('t-1', '2025-06-01T11:00:00.000Z')).then('UNAUTHENTICATED');
  });

  it('once revoked for reuse, not even the current token refreshes', () => {
    given([started, refreshed('t-2'), revoked('reuse')]).when(refresh('t-2')).then('UNAUTHENTICATED');
  });

  it('answers UNAUTHENTICATED to a refresh after sign-out', () => {
    given([started, revoked('logout')]).when(refresh('t-1')).then('UNAUTHENTICATED');
  });

  it('answers UNAUTHENTICATED to a refresh of a session that does not exist', () => {
    given([]).when(refresh('t-1')).then('UNAUTHENTICATED');
  });

  it('answers UNAUTHENTICATED to a refresh of an expired session', () => {
    given([started]).when(refresh('t-1'), new Date(Date.parse('2025-07-01T10:00:00.000Z'))).then('UNAUTHENTICATED');
    given([started]).when(refresh('t-1'), new Date(Date.parse('2025-07-01T10:00:00.000Z') + DAY)).then('UNAUTHENTICATED');
  });

  it('no longer refreshes a session started before the password change', () => {
    given([started]).when(refresh('t-1', '2025-06-01T11:00:00.000Z')).then('UNAUTHENTICATED');
  });

  it('refreshes a session started after the password change as usual', () => {
    given([started])
      .when(refresh('t-1', '2025-06-01T09:00:00.000Z'))
      .then([{ type: 'SessionRefreshed', data: { familyId: 'f-1', tokenId: 't-new', expiresAt: '2025-07-01T12:00:00.000Z' } }]);
  });

  it('records one event when revoked twice', () => {
    given([started]).when({ type: 'RevokeSession', reason: 'logout' }).then([{ type: 'SessionRevoked', data: { familyId: 'f-1', reason: 'logout' } }]);
    given([started, revoked('logout')]).when({ type: 'RevokeSession', reason: 'logout' }).then([]);
  });

  it('records nothing when revoking a session that does not exist', () => {
    given([]).when({ type: 'RevokeSession', reason: 'logout' }).then([]);
  });
});

import type { Decider, DomainEvent } from '../../../platform/ddd/decider';
import { accountErrors } from './user.errors';

/**
 * A refresh-token family. Each refresh rotates the token; presenting a token that was
 * already rotated away means it leaked, so the whole family is revoked (OWASP). Except
 * for a few seconds after a rotation: two tabs (or a retried request) that sent the same
 * cookie at once are one person, so the token just rotated away gets the current one back.
 */
export const sessionStream = (familyId: string) => `session-${familyId}`;

export type SessionStarted = DomainEvent<'SessionStarted', { familyId: string; userId: string; tokenId: string; expiresAt: string }>;
export type SessionRefreshed = DomainEvent<'SessionRefreshed', { familyId: string; tokenId: string; expiresAt: string }>;
export type SessionRevoked = DomainEvent<'SessionRevoked', { familyId: string; reason: 'logout' | 'reuse' }>;
export type SessionEvent = SessionStarted | SessionRefreshed | SessionRevoked;

export type SessionCommand =
  | { type: 'StartSession'; familyId: string; userId: string; tokenId: string; ttlDays: number }
  | {
      type: 'RefreshSession';
      presentedTokenId: string;
      newTokenId: string;
      ttlDays: number;
      validFrom: string | null;
      /** How long after a rotation the token rotated away still gets the current one (0: never). */
      graceSeconds: number;
    }
  | { type: 'RevokeSession'; reason: 'logout' };

export interface SessionState {
  familyId: string | null;
  userId: string | null;
  currentTokenId: string | null;
  /** The token the last refresh rotated away, and when (for the grace). */
  previousTokenId: string | null;
  rotatedAt: string | null;
  startedAt: string | null;
  expiresAt: string | null;
  revoked: boolean;
}

const expiry = (now: Date, ttlDays: number) => new Date(now.getTime() + ttlDays * 86_400_000).toISOString();

const justRotatedAway = (state: SessionState, presentedTokenId: string, graceSeconds: number, now: Date) =>
  presentedTokenId === state.previousTokenId && now.getTime() - Date.parse(state.rotatedAt ?? '') < graceSeconds * 1000;

export const sessionDecider: Decider<SessionCommand, SessionEvent, SessionState> = {
  initialState: { familyId: null, userId: null, currentTokenId: null, previousTokenId: null, rotatedAt: null, startedAt: null, expiresAt: null, revoked: false },
  decide(command, state, { now }) {
    switch (command.type) {
      case 'StartSession': {
        const { familyId, userId, tokenId, ttlDays } = command;
        return [{ type: 'SessionStarted', data: { familyId, userId, tokenId, expiresAt: expiry(now, ttlDays) } }];
      }
      case 'RefreshSession': {
        if (!state.familyId || state.revoked) throw accountErrors.sessionInvalid();
        const current = command.presentedTokenId === state.currentTokenId;
        const repeated = !current && justRotatedAway(state, command.presentedTokenId, command.graceSeconds, now);
        if (!current && !repeated) {
          // Returned, not thrown: the revocation must be recorded; the handler then answers 401.
          return [{ type: 'SessionRevoked', data: { familyId: state.familyId, reason: 'reuse' } }];
        }
        const expired = Date.parse(state.expiresAt ?? '') <= now.getTime();
        const predatesPasswordChange = command.validFrom !== null && (state.startedAt ?? '') < command.validFrom;
        if (expired || predatesPasswordChange) throw accountErrors.sessionInvalid();
        // Nothing to record: the caller hands out the current token, the pair of the refresh that won
        // the race. Rotating again would make the other tab's cookie stale; writing would make every
        // tab of a burst contend for the stream's next revision.
        if (repeated) return [];
        return [
          { type: 'SessionRefreshed', data: { familyId: state.familyId, tokenId: command.newTokenId, expiresAt: expiry(now, command.ttlDays) } },
        ];
      }
      case 'RevokeSession':
        return !state.familyId || state.revoked ? [] : [{ type: 'SessionRevoked', data: { familyId: state.familyId, reason: command.reason } }];
    }
  },
  evolve(state, event) {
    switch (event.type) {
      case 'SessionStarted':
        return {
          ...state,
          familyId: event.data.familyId,
          userId: event.data.userId,
          currentTokenId: event.data.tokenId,
          startedAt: event.at ?? null,
          expiresAt: event.data.expiresAt,
        };
      case 'SessionRefreshed':
        return {
          ...state,
          currentTokenId: event.data.tokenId,
          previousTokenId: state.currentTokenId,
          rotatedAt: event.at ?? null,
          expiresAt: event.data.expiresAt,
        };
      case 'SessionRevoked':
        return { ...state, revoked: true };
    }
  },
};

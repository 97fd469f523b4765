import type { Decider, DecisionContext } from '../../../platform/ddd/decider';
import type { UserEvent } from '../../accounts/domain/user.events';
import type { FollowEvent } from './follow.events';
import { socialErrors } from './social.errors';

export type FollowCommand = { type: 'FollowUser'; seguidoId: string } | { type: 'UnfollowUser'; seguidoId: string };

/** What following needs to know of the follower's stream; the account's own events are not its business. */
export interface FollowState {
  exists: boolean;
  userId: string | null;
  /** The ids this user follows now. */
  seguindo: Readonly<Record<string, true>>;
}

export const initialFollowState: FollowState = { exists: false, userId: null, seguindo: {} };

/** Follow and unfollow are idempotent: asking for the state the user is already in records nothing. */
function decide(command: FollowCommand, state: FollowState, _context: Pick<DecisionContext, 'now'>): FollowEvent[] {
  if (!state.exists || !state.userId) throw socialErrors.userNotFound();
  const seguidorId = state.userId;
  const { seguidoId } = command;
  const follows = state.seguindo[seguidoId] === true;
  switch (command.type) {
    case 'FollowUser':
      if (seguidoId === seguidorId) throw socialErrors.cannotFollowSelf();
      return follows ? [] : [{ type: 'UserFollowed', data: { seguidorId, seguidoId } }];
    case 'UnfollowUser':
      return follows ? [{ type: 'UserUnfollowed', data: { seguidorId, seguidoId } }] : [];
  }
}

/** The user stream also carries every account event: only registration matters here, the rest is skipped. */
function evolve(state: FollowState, event: FollowEvent | UserEvent): FollowState {
  switch (event.type) {
    case 'UserRegistered':
      return { ...state, exists: true, userId: event.data.userId };
    case 'UserFollowed':
      return { ...state, seguindo: { ...state.seguindo, [event.data.seguidoId]: true } };
    case 'UserUnfollowed': {
      const { [event.data.seguidoId]: _gone, ...rest } = state.seguindo;
      return { ...state, seguindo: rest };
    }
    default:
      return state;
  }
}

export const followDecider: Decider<FollowCommand, FollowEvent | UserEvent, FollowState> = {
  initialState: initialFollowState,
  decide,
  evolve,
};

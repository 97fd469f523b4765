import type { Decider } from '../../../platform/ddd/decider';
import { liveErrors } from './live.errors';
import type { SpectatorEvent } from './spectator.events';

export type SpectatorCommand =
  /** `visible`: the giveaway exists and this user may see it (drafts: its creator, admins). */
  | { type: 'Join'; giveawayId: string; userId: string; visible: boolean }
  | { type: 'Leave'; giveawayId: string; userId: string };

export interface SpectatorState {
  watching: boolean;
}

/**
 * Whether one user is watching one giveaway. Joining while watching (a second tab, a
 * reload) and leaving while not watching record nothing, so the log holds one join and
 * one leave per visit.
 */
export const spectatorDecider: Decider<SpectatorCommand, SpectatorEvent, SpectatorState> = {
  initialState: { watching: false },
  decide(command, state) {
    const data = { giveawayId: command.giveawayId, userId: command.userId };
    if (command.type === 'Join') {
      if (!command.visible) throw liveErrors.giveawayNotFound();
      return state.watching ? [] : [{ type: 'SpectatorJoined', data }];
    }
    return state.watching ? [{ type: 'SpectatorLeft', data }] : [];
  },
  evolve(state, event) {
    return { watching: event.type === 'SpectatorJoined' };
  },
};

import type { Decider } from '../../../platform/ddd/decider';
import { entrantListErrors } from './entrant-list.errors';
import type { EntrantListEvent } from './entrant-list.events';

/** What the handler knows of the giveaway and its draw when the creator acts. */
export interface EntrantListFacts {
  giveawayId: string;
  actorId: string;
  /** null when the giveaway does not exist (or was deleted). */
  criadorId: string | null;
  /** The entrant commitment recorded at the close; null before it. */
  commitment: { entrantCount: number; merkleRoot: string } | null;
}

export type EntrantListCommand = ({ type: 'PublishEntrantList' } | { type: 'UnpublishEntrantList' }) & EntrantListFacts;

export interface EntrantListState {
  publicada: boolean;
}

/**
 * The creator's choice to show the committed entrant list. Only the creator decides, only
 * once the list is fixed (the close's commitment exists); asking for what already holds
 * records nothing.
 */
export const entrantListDecider: Decider<EntrantListCommand, EntrantListEvent, EntrantListState> = {
  initialState: { publicada: false },
  decide(command, state) {
    if (command.criadorId === null) throw entrantListErrors.giveawayNotFound();
    if (command.actorId !== command.criadorId) throw entrantListErrors.notOwner();
    if (command.type === 'UnpublishEntrantList') {
      return state.publicada ? [{ type: 'EntrantListUnpublished', data: { giveawayId: command.giveawayId } }] : [];
    }
    if (!command.commitment) throw entrantListErrors.notClosed();
    if (state.publicada) return [];
    const { entrantCount, merkleRoot } = command.commitment;
    return [{ type: 'EntrantListPublished', data: { giveawayId: command.giveawayId, entrantCount, merkleRoot } }];
  },
  evolve(state, event) {
    switch (event.type) {
      case 'EntrantListPublished':
        return { publicada: true };
      case 'EntrantListUnpublished':
        return { publicada: false };
      default:
        return state;
    }
  },
};

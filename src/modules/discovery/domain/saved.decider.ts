import type { Decider } from '../../../platform/ddd/decider';
import { discoveryErrors } from './discovery.errors';
import type { SavedEvent } from './saved.events';

/**
 * What saving needs to know of the giveaway: whether it exists (created, not deleted) and
 * whether anyone may see it. The handler reads both from giveaways' lifecycle fold.
 */
export interface SaveableGiveaway {
  present: boolean;
  public: boolean;
}

/** Pressing "Salvar" flips the giveaway in or out of the user's saved list. */
export type SavedCommand = { type: 'ToggleSave'; userId: string; giveawayId: string; giveaway: SaveableGiveaway };

export interface SavedState {
  salvos: ReadonlySet<string>;
}

export const savedDecider: Decider<SavedCommand, SavedEvent, SavedState> = {
  initialState: { salvos: new Set() },
  decide(command, state) {
    const { userId, giveawayId, giveaway } = command;
    if (!giveaway.present) throw discoveryErrors.giveawayNotFound();
    // Taking one out is always allowed, even once it is no longer public (cancelled).
    if (state.salvos.has(giveawayId)) return [{ type: 'GiveawayUnsaved', data: { userId, giveawayId } }];
    if (!giveaway.public) throw discoveryErrors.giveawayNotFound();
    return [{ type: 'GiveawaySaved', data: { userId, giveawayId } }];
  },
  evolve(state, event) {
    const salvos = new Set(state.salvos);
    if (event.type === 'GiveawaySaved') salvos.add(event.data.giveawayId);
    else salvos.delete(event.data.giveawayId);
    return { salvos };
  },
};

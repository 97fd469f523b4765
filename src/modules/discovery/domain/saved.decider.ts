import type { Decider } from '../../../platform/ddd/decider';
import { discoveryErrors } from './discovery.errors';
import { GiveawayPresence, PUBLIC_STATUSES } from './giveaway-presence';
import type { SavedEvent } from './saved.events';

/**
 * Pressing "Salvar" flips the giveaway in or out of the user's saved list. The giveaway's
 * presence is read from its own stream by the handler and passed in.
 */
export type SavedCommand = { type: 'ToggleSave'; userId: string; giveawayId: string; giveaway: GiveawayPresence };

export interface SavedState {
  salvos: ReadonlySet<string>;
}

export const savedDecider: Decider<SavedCommand, SavedEvent, SavedState> = {
  initialState: { salvos: new Set() },
  decide(command, state) {
    const { userId, giveawayId, giveaway } = command;
    if (!giveaway.exists) throw discoveryErrors.giveawayNotFound();
    // Taking one out is always allowed, even once it is no longer public (cancelled).
    if (state.salvos.has(giveawayId)) return [{ type: 'GiveawayUnsaved', data: { userId, giveawayId } }];
    if (!PUBLIC_STATUSES.includes(giveaway.status)) throw discoveryErrors.giveawayNotFound();
    return [{ type: 'GiveawaySaved', data: { userId, giveawayId } }];
  },
  evolve(state, event) {
    const salvos = new Set(state.salvos);
    if (event.type === 'GiveawaySaved') salvos.add(event.data.giveawayId);
    else salvos.delete(event.data.giveawayId);
    return { salvos };
  },
};

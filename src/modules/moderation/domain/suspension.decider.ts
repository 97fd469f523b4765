import type { Decider } from '../../../platform/ddd/decider';
import type { ModeratedGiveaway } from './moderated-giveaway';
import { moderationErrors } from './moderation.errors';
import type { SuspensionEvent } from './suspension.events';

/**
 * Decides on `moderation-<giveawayId>`. `by` is the admin (null for the system). A suspension
 * asked for by a procedente report (`reportId`) is satisfied by one already in force, so it
 * writes nothing instead of failing; an admin suspending twice is told it already is.
 */
export type SuspensionCommand =
  | { type: 'SuspendGiveaway'; giveawayId: string; motivo: string; by: string | null; reportId: string | null; giveaway: ModeratedGiveaway }
  | { type: 'ReinstateGiveaway'; giveawayId: string; motivo: string; by: string | null; giveaway: ModeratedGiveaway };

export interface SuspensionState {
  suspended: boolean;
}

function decide(command: SuspensionCommand, state: SuspensionState): SuspensionEvent[] {
  if (!command.giveaway.present) throw moderationErrors.giveawayNotFound();
  const motivo = command.motivo.trim();
  if (!motivo) throw moderationErrors.reasonRequired();
  const { giveawayId, by } = command;
  if (command.type === 'SuspendGiveaway') {
    if (state.suspended) {
      if (command.reportId) return [];
      throw moderationErrors.alreadySuspended();
    }
    return [{ type: 'GiveawaySuspended', data: { giveawayId, motivo, by, reportId: command.reportId } }];
  }
  if (!state.suspended) throw moderationErrors.notSuspended();
  return [{ type: 'GiveawayReinstated', data: { giveawayId, motivo, by } }];
}

function evolve(state: SuspensionState, event: SuspensionEvent): SuspensionState {
  switch (event.type) {
    case 'GiveawaySuspended':
      return { suspended: true };
    case 'GiveawayReinstated':
      return { suspended: false };
    default:
      return state;
  }
}

export const suspensionDecider: Decider<SuspensionCommand, SuspensionEvent, SuspensionState> = { initialState: { suspended: false }, decide, evolve };

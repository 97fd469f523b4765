import type { Decider } from '../../../platform/ddd/decider';
import { giveawayErrors } from './giveaway.errors';
import type { ActiveSlotClaimed } from './giveaway.events';

/**
 * How long a claim counts on its own: a publish that claimed its slot is in the read model's
 * active giveaways well within this (the handler waits for it), or it failed.
 */
export const IN_FLIGHT_MS = 60_000;

export type ActiveSlotsCommand = {
  type: 'ClaimActiveSlot';
  criadorId: string;
  giveawayId: string;
  plano: string;
  limite: number;
  /** The creator's active giveaways as the read model has them (handler's read). */
  ativos: string[];
  /**
   * Recently claimed giveaways the read model shows past their draft (published, closed,
   * cancelled or gone): settled, so counted through `ativos` if at all, not as in flight.
   */
  resolvidos: string[];
};

export interface ActiveSlotsState {
  claims: Array<{ giveawayId: string; at: number }>;
}

/** Giveaways claimed within IN_FLIGHT_MS of `now`. */
export const recentClaims = (state: ActiveSlotsState, now: Date) => state.claims.filter((c) => now.getTime() - c.at < IN_FLIGHT_MS).map((c) => c.giveawayId);

/**
 * The limit on giveaways active at once. The read model knows every publish that finished; a
 * publish still in flight is known here by its recent claim, whose giveaway the read model
 * still shows as a draft. Two concurrent claims append at
 * the same revision: one wins, the other is decided again and sees the winner's claim.
 */
function decide(command: ActiveSlotsCommand, state: ActiveSlotsState, { now }: { now: Date }): ActiveSlotClaimed[] {
  const inFlight = recentClaims(state, now).filter((id) => !command.resolvidos.includes(id));
  const active = new Set([...command.ativos, ...inFlight]);
  active.delete(command.giveawayId);
  if (active.size >= command.limite) throw giveawayErrors.activeLimit(command.plano, command.limite);
  return [{ type: 'ActiveSlotClaimed', data: { criadorId: command.criadorId, giveawayId: command.giveawayId } }];
}

function evolve(state: ActiveSlotsState, event: ActiveSlotClaimed & { at?: string }): ActiveSlotsState {
  const at = event.at ? Date.parse(event.at) : 0;
  // Only recent claims matter: older ones are dropped so the state stays small.
  const recent = state.claims.filter((c) => at - c.at < IN_FLIGHT_MS);
  return { claims: [...recent, { giveawayId: event.data.giveawayId, at }] };
}

export const activeSlotsDecider: Decider<ActiveSlotsCommand, ActiveSlotClaimed, ActiveSlotsState> = { initialState: { claims: [] }, decide, evolve };

import { giveawayDecider, GiveawayState, initialGiveawayState } from './giveaway.decider';
import type { GiveawayEvent, GiveawayStatus } from './giveaway.events';

/**
 * The giveaway lifecycle as other modules see it: the same fold the giveaway decider uses,
 * so every module that decides on a giveaway (entries, draws, moderation, discovery, live)
 * agrees on its owner, status, content and form lock.
 */
export type GiveawayLifecycle = GiveawayState;

export const noGiveaway: GiveawayLifecycle = initialGiveawayState;

const GIVEAWAY_EVENT_TYPES = new Set<string>([
  'GiveawayCreated',
  'GiveawayUpdated',
  'GiveawayFormLocked',
  'GiveawayPublished',
  'GiveawayClosed',
  'GiveawayCancelled',
  'GiveawayDeleted',
] satisfies GiveawayEvent['type'][]);

/** Folds a giveaway's stream onto `from` (nothing, or a lifecycle folded from the events before these). */
export function foldGiveaway(events: ReadonlyArray<{ type: string; data: unknown }>, from: GiveawayLifecycle = noGiveaway): GiveawayLifecycle {
  let state = from;
  for (const { type, data } of events) {
    if (GIVEAWAY_EVENT_TYPES.has(type)) state = giveawayDecider.evolve(state, { type, data } as GiveawayEvent);
  }
  return state;
}

/** It was created and not deleted. */
export const isPresent = (giveaway: GiveawayLifecycle) => giveaway.exists && !giveaway.deleted;

/** The statuses anyone may see (and so save, report or search for); drafts and cancelled ones are private. */
export const PUBLIC_STATUSES: readonly GiveawayStatus[] = ['Ativo', 'Encerrado', 'Realizado'];

export const isPublic = (giveaway: GiveawayLifecycle) => isPresent(giveaway) && PUBLIC_STATUSES.includes(giveaway.status);

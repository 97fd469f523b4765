/**
 * The public surface of giveaways: what other modules may use (docs/architecture.md, "Module
 * boundaries"). Everything else in this folder is private; the published events are in
 * domain/giveaway.events.ts.
 */

/** The one fold of the giveaway lifecycle, for every module that decides on a giveaway. */
export { foldGiveaway, isPresent, isPublic, noGiveaway, PUBLIC_STATUSES, type GiveawayLifecycle } from './domain/giveaway-lifecycle';
/** That fold over a giveaway's stream, read from the event store. */
export { GiveawayLifecycles } from './application/read-lifecycle/giveaway-lifecycles';

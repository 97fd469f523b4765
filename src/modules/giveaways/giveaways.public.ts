/**
 * The public surface of giveaways: what other modules may use (docs/architecture.md, "Module
 * boundaries"). Everything else in this folder is private; the published events are in
 * domain/giveaway.events.ts.
 */

/** The one fold of the giveaway lifecycle, for every module that decides on a giveaway. */
export { foldGiveaway, isPresent, isPublic, noGiveaway, PUBLIC_STATUSES, type GiveawayLifecycle } from './domain/giveaway-lifecycle';
/** That fold over a giveaway's stream, read from the event store. */
export { GiveawayLifecycles } from './application/read-lifecycle/giveaway-lifecycles';
/** Giveaways as cards (and title summaries) with their creators' public names: discovery's lists, entries' "my entries". Reads through AccountReader. */
export { GiveawayCards, type GiveawayCard, type GiveawaySummary } from './application/read-cards/giveaway-cards';
/** How many giveaways a creator has open to entries: the plans' usage (GET /api/me/plan). */
export { GiveawayCounts } from './application/read-counts/giveaway-counts';
/** Every giveaway in any status, the dashboard's counts and titles by id: for moderation's admin area. */
export { AdminGiveawayReader, type AdminGiveawayFilter, type AdminGiveawayRow } from './application/read-for-admins/admin-giveaway-reader';
/** The delete moderation sends with an admin's rights (DELETE /api/admin/giveaways/:id); the giveaway decider decides. */
export { ChangeGiveawayCommand } from './application/change-giveaway/change-giveaway.command';
/** A new draft, decided by the giveaway decider, and the shape its content must have: the backups' restore makes its copies with them. */
export { CreateGiveawayCommand } from './application/create-giveaway/create-giveaway.command';
export { CreateGiveawayDto } from './http/dto/giveaway.dto';

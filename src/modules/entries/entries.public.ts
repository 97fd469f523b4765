/**
 * The public surface of entries: what other modules may use (docs/architecture.md, "Module
 * boundaries"). Everything else in this folder is private; the published events are in
 * domain/entry.events.ts.
 */

/** A giveaway's entrants before the close and their contacts, for the draws (commitment, draw, proofs, public list) and for discovery's wins of old draws. */
export { EntrantSet, type EntrantContact, type EntrantRef } from './application/read-entries/entrant-set';
/** Registrations of one giveaway or of all, and the count since an instant: for moderation's admin area. */
export { AdminEntryReader } from './application/read-for-admins/admin-entry-reader';
/** Records comments an Instagram import let through as entries of origin `instagram` (issue 15): for instagram-import. */
export { InstagramEntries, type InstagramEntrant, type InstagramEntriesOutcome } from './application/import-entries/instagram-entries';
export type { InstagramEntrySkip } from './domain/instagram-entry.decider';
/** An account erasure (personal-data) withdraws the person's entries in giveaways still open, and their contact consents. */
export { WithdrawEntryCommand } from './application/withdraw-entry/withdraw-entry.command';
export { WithdrawConsentCommand } from './application/withdraw-consent/withdraw-consent.command';
/** A version-2 giveaway's entry log (issue 17): the draws' commitment takes the publication's salt and the final tree from it. */
export { EntryLogReader } from './application/entry-log/entry-log-reader';
/** The sealed log of a version-2 giveaway for its draw: the sealed head and the ranked leaves by index, with their proofs. */
export { SealedEntryLog } from './application/entry-log/sealed-entry-log';

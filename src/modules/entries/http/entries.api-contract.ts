import type { AdminRefusal, Answers, EntriesPage, Entry, EntryReceipt, EntryRefusal, MyEntry, Page, ResolvedBy } from '@sorteios/api-contract';
import type { EntryLogReader } from '../application/entry-log/entry-log-reader';
import type { EntryReader } from '../application/read-entries/entry-reader';
import type { RefusalReader } from '../application/read-refusals/refusal-reader';

/*
 * What entries' answers promise the SPA (@sorteios/api-contract), checked at compile time:
 * a field renamed, retyped or dropped here fails `npm run typecheck`.
 */

/** GET /api/giveaways/:id/entries/me (200; 204 without a body when not entered). */
export type MyEntryInGiveawayAnswer = Answers<Entry, NonNullable<ResolvedBy<EntryReader['mineIfAny']>>>;
/** GET /api/giveaways/:id/entries (creator or admin). */
export type EntrantsAnswer = Answers<EntriesPage, ResolvedBy<EntryReader['entrants']>>;
/**
 * GET /api/me/entries. Its `sorteio` is read from an untyped collection (titulo: unknown), so
 * only the entry's own fields are checked until it is read through the giveaways' public reader.
 */
export type MyEntriesAnswer = Answers<Omit<MyEntry, 'sorteio'>, Omit<ResolvedBy<EntryReader['myEntries']>['items'][number], 'sorteio'>>;
/** GET /api/giveaways/:id/refusals (creator or admin). */
export type GiveawayRefusalsAnswer = Answers<Page<EntryRefusal>, ResolvedBy<RefusalReader['forGiveaway']>>;
/** GET /api/admin/refusals. */
export type AdminRefusalsAnswer = Answers<Page<AdminRefusal>, ResolvedBy<RefusalReader['all']>>;
/** The `recibo` of POST …/entries and GET …/entries/me (algorithm version 2). */
export type EntryReceiptAnswer = Answers<EntryReceipt, NonNullable<ResolvedBy<EntryLogReader['receiptFor']>>>;

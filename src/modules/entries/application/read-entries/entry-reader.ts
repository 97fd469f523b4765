import { Inject, Injectable } from '@nestjs/common';
import type { AuthUser } from '../../../../platform/auth/jwt.strategy';
import { EVENT_STORE, EventStore } from '../../../../platform/event-store/event-store.port';
import { Page, PageRequest, paginate } from '../../../../platform/read-store/paginate';
import { READ_STORE, ReadStore } from '../../../../platform/read-store/read-store.port';
import { searchPattern } from '../../../../platform/text/search-text';
import type { GiveawayContent } from '../../../giveaways/domain/giveaway.events';
import { GiveawayCards, GiveawayLifecycles, isPresent } from '../../../giveaways/giveaways.public';
import { entryDecider } from '../../domain/entry.decider';
import { entryErrors } from '../../domain/entry.errors';
import { EntryEvent, entryStream } from '../../domain/entry.events';
import { ENTRIES, EntryView, presentEntry } from '../../projections/entries.projection';

export type PresentedEntry = ReturnType<typeof presentEntry>;
export type MyEntryInGiveaway = Omit<PresentedEntry, 'busca' | 'numero'> & { numero: number | null };

/** Entries as people read them: a participant their own, a creator (or admin) the entrants. */
@Injectable()
export class EntryReader {
  constructor(
    @Inject(EVENT_STORE) private readonly events: EventStore,
    @Inject(READ_STORE) private readonly store: ReadStore,
    private readonly giveaways: GiveawayLifecycles,
    private readonly cards: GiveawayCards,
  ) {}

  /** From the entry's own stream, so it is there the moment the 201 was sent. */
  async mine(giveawayId: string, userId: string): Promise<MyEntryInGiveaway> {
    const entry = await this.mineIfAny(giveawayId, userId);
    if (!entry) throw entryErrors.notFound();
    return entry;
  }

  /** The same, null when this person has no entry here (the giveaway itself must exist). */
  async mineIfAny(giveawayId: string, userId: string): Promise<MyEntryInGiveaway | null> {
    // A deleted giveaway's entries leave every list, the participant's own view included.
    if (!isPresent(await this.giveaways.of(giveawayId))) throw entryErrors.giveawayNotFound();
    const recorded = await this.events.readStream(entryStream(giveawayId, userId));
    const state = recorded.map((e) => ({ type: e.type, data: e.data }) as EntryEvent).reduce(entryDecider.evolve, entryDecider.initialState);
    if (!state.entry) return null;
    const { entryId, ...entry } = state.entry;
    return { id: entryId, ...entry, createdAt: recorded[0].metadata.at, numero: await this.numberOf(giveawayId, entryId) };
  }

  /**
   * The entry's place in the giveaway's entry order, from 1: the "#" of the creator's list,
   * and a number a person can say aloud instead of a UUID. null while the lists have not
   * caught up with the entry yet (they usually have: the entry's 201 waits for them).
   */
  async numberOf(giveawayId: string, entryId: string): Promise<number | null> {
    const entries = this.store.collection<EntryView>(ENTRIES);
    const view = await entries.findOne({ _id: entryId });
    if (!view) return null;
    // Views projected before numbers were kept: counted, as they were then.
    return view.numero ?? entries.count({ sorteioId: giveawayId, seq: { $lte: view.seq } });
  }

  /** The giveaway's content, checked to be the viewer's own (or the viewer an admin). */
  async ownedGiveaway(giveawayId: string, viewer: AuthUser): Promise<GiveawayContent> {
    const giveaway = await this.giveaways.of(giveawayId);
    if (!isPresent(giveaway) || !giveaway.content) throw entryErrors.giveawayNotFound();
    if (giveaway.criadorId !== viewer.id && !viewer.isAdmin) throw entryErrors.notOwner();
    return giveaway.content;
  }

  filter(giveawayId: string, q?: string): Record<string, unknown> {
    return q?.trim() ? { sorteioId: giveawayId, busca: { $regex: searchPattern(q) } } : { sorteioId: giveawayId };
  }

  async entrants(giveawayId: string, viewer: AuthUser, query: { q?: string } & PageRequest): Promise<Page<PresentedEntry> & { total: number }> {
    await this.ownedGiveaway(giveawayId, viewer);
    const collection = this.store.collection<EntryView>(ENTRIES);
    const filter = this.filter(giveawayId, query.q);
    const [page, total] = await Promise.all([paginate(collection, filter, { field: 'seq', direction: 1 }, query), collection.count(filter)]);
    return { items: page.items.map(presentEntry), nextCursor: page.nextCursor, total };
  }

  /** Every matching entrant in entry order, a batch at a time (the CSV export streams it). */
  async *allEntrants(giveawayId: string, q?: string): AsyncGenerator<EntryView> {
    const collection = this.store.collection<EntryView>(ENTRIES);
    let cursor: string | undefined;
    do {
      const page = await paginate(collection, this.filter(giveawayId, q), { field: 'seq', direction: 1 }, { limit: 100, cursor });
      yield* page.items;
      cursor = page.nextCursor ?? undefined;
    } while (cursor);
  }

  async myEntries(userId: string, request: PageRequest) {
    const page = await paginate(this.store.collection<EntryView>(ENTRIES), { participanteId: userId }, { field: 'seq', direction: -1 }, request);
    const byId = await this.cards.summariesById(page.items.map((e) => e.sorteioId));
    return { items: page.items.map((e) => ({ ...presentEntry(e), sorteio: byId.get(e.sorteioId) ?? null })), nextCursor: page.nextCursor };
  }
}

import { Inject, Injectable } from '@nestjs/common';
import type { AuthUser } from '../../../../platform/auth/jwt.strategy';
import { EVENT_STORE, EventStore } from '../../../../platform/event-store/event-store.port';
import { Page, PageRequest, paginate } from '../../../../platform/read-store/paginate';
import { READ_STORE, ReadStore } from '../../../../platform/read-store/read-store.port';
import { searchPattern } from '../../../../platform/text/search-text';
import { giveawayStream } from '../../../giveaways/domain/giveaway.events';
import { entryDecider } from '../../domain/entry.decider';
import { entryErrors } from '../../domain/entry.errors';
import { EntryEvent, entryStream } from '../../domain/entry.events';
import { GiveawaySnapshot, snapshotOf } from '../../domain/giveaway-snapshot';
import { ENTRIES, EntryView, presentEntry } from '../../projections/entries.projection';

export type PresentedEntry = ReturnType<typeof presentEntry>;

/** Entries as people read them: a participant their own, a creator (or admin) the entrants. */
@Injectable()
export class EntryReader {
  constructor(
    @Inject(EVENT_STORE) private readonly events: EventStore,
    @Inject(READ_STORE) private readonly store: ReadStore,
  ) {}

  /** From the entry's own stream, so it is there the moment the 201 was sent. */
  async mine(giveawayId: string, userId: string): Promise<Omit<PresentedEntry, 'busca'>> {
    // A deleted giveaway's entries leave every list, the participant's own view included.
    const giveaway = snapshotOf(await this.events.readStream(giveawayStream(giveawayId)));
    if (!giveaway.exists) throw entryErrors.giveawayNotFound();
    const recorded = await this.events.readStream(entryStream(giveawayId, userId));
    const state = recorded.map((e) => ({ type: e.type, data: e.data }) as EntryEvent).reduce(entryDecider.evolve, entryDecider.initialState);
    if (!state.entry) throw entryErrors.notFound();
    const { entryId, ...entry } = state.entry;
    return { id: entryId, ...entry, createdAt: recorded[0].metadata.at };
  }

  /** The giveaway, checked to be the viewer's own (or the viewer an admin). */
  async ownedGiveaway(giveawayId: string, viewer: AuthUser): Promise<GiveawaySnapshot> {
    const giveaway = snapshotOf(await this.events.readStream(giveawayStream(giveawayId)));
    if (!giveaway.exists) throw entryErrors.giveawayNotFound();
    if (giveaway.criadorId !== viewer.id && !viewer.isAdmin) throw entryErrors.notOwner();
    return giveaway;
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
    const ids = [...new Set(page.items.map((e) => e.sorteioId))];
    const giveaways = await this.store.collection('giveaways').find({ _id: { $in: ids } });
    const byId = new Map(giveaways.map((g) => [g._id, { id: g._id, titulo: g.titulo, status: g.status, dataSorteio: g.dataSorteio }]));
    return { items: page.items.map((e) => ({ ...presentEntry(e), sorteio: byId.get(e.sorteioId) ?? null })), nextCursor: page.nextCursor };
  }
}

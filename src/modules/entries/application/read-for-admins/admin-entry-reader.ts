import { Inject, Injectable } from '@nestjs/common';
import { PageRequest, paginate } from '../../../../platform/read-store/paginate';
import { READ_STORE, ReadStore } from '../../../../platform/read-store/read-store.port';
import { searchPattern } from '../../../../platform/text/search-text';
import { ENTRIES, EntryView } from '../../projections/entries.projection';

/**
 * Read-only access to the entries read model for the admin area (moderation): one giveaway's
 * registrations in the order people entered, or everyone's newest first, and the dashboard's
 * count. `q` matches nome, e-mail and username without case or accents.
 */
@Injectable()
export class AdminEntryReader {
  constructor(@Inject(READ_STORE) private readonly store: ReadStore) {}

  private get entries() {
    return this.store.collection<EntryView>(ENTRIES);
  }

  async page(query: { giveawayId?: string; q?: string } & PageRequest) {
    const filter: Record<string, unknown> = {};
    if (query.giveawayId) filter.sorteioId = query.giveawayId;
    if (query.q?.trim()) filter.busca = { $regex: searchPattern(query.q) };
    const order = { field: 'seq', direction: query.giveawayId ? 1 : -1 } as const;
    const page = await paginate(this.entries, filter, order, query);
    return {
      items: page.items.map(({ _id, id, entryId, seq: _s, busca: _b, ...entry }) => ({ id: id ?? entryId ?? _id, ...entry })),
      nextCursor: page.nextCursor,
    };
  }

  countCreatedSince(isoInstant: string): Promise<number> {
    return this.entries.count({ createdAt: { $gte: isoInstant } });
  }
}

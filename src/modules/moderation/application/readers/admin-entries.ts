import { Inject, Injectable } from '@nestjs/common';
import { PageRequest, paginate } from '../../../../platform/read-store/paginate';
import { READ_STORE, ReadStore } from '../../../../platform/read-store/read-store.port';
import { searchPattern } from '../../../../platform/text/search-text';
import type { EntrySubmitted } from '../../../entries/domain/entry.events';

/** The entries read model (owned by the entries module), as it stores each entry. */
type EntryDoc = EntrySubmitted['data'] & { _id: string; createdAt: string; seq: number; busca: string };

/**
 * Registrations for admins: one giveaway's in the order people entered, or everyone's newest
 * first. `q` matches nome, e-mail and username without case or accents.
 */
@Injectable()
export class AdminEntries {
  constructor(@Inject(READ_STORE) private readonly store: ReadStore) {}

  async list(query: { giveawayId?: string; q?: string } & PageRequest) {
    const filter: Record<string, unknown> = {};
    if (query.giveawayId) filter.sorteioId = query.giveawayId;
    if (query.q?.trim()) filter.busca = { $regex: searchPattern(query.q) };
    const order = { field: 'seq', direction: query.giveawayId ? 1 : -1 } as const;
    const page = await paginate(this.store.collection<EntryDoc>('entries'), filter, order, query);
    return {
      items: page.items.map(({ _id, entryId, seq: _s, busca: _b, ...entry }) => ({ id: entryId ?? _id, ...entry })),
      nextCursor: page.nextCursor,
    };
  }
}

import { Inject, Injectable } from '@nestjs/common';
import { Page, PageRequest, paginate } from '../../../../platform/read-store/paginate';
import { READ_STORE, ReadStore } from '../../../../platform/read-store/read-store.port';
import { searchPattern } from '../../../../platform/text/search-text';
import { PUBLIC_STATUSES } from '../../domain/giveaway-lifecycle';
import type { GiveawayStatus } from '../../domain/giveaway.events';
import { GIVEAWAYS, GiveawayView } from '../../projections/giveaways.projection';
import { GiveawayReader, PublicGiveaway, Viewer } from '../get-giveaway/giveaway-reader';

export type GiveawaySort = 'recentes' | 'encerramento' | 'inscritos';

const ORDER: Record<GiveawaySort, { field: string; direction: 1 | -1 }> = {
  recentes: { field: 'createdAt', direction: -1 },
  encerramento: { field: 'dataSorteio', direction: 1 },
  inscritos: { field: 'inscritosCount', direction: -1 },
};

/**
 * The giveaway lists: public ones for anyone, and a creator's own in every status. The public
 * lists answer everyone alike (no session is read), so their winners are always the public view.
 */
@Injectable()
export class GiveawayLists {
  constructor(
    @Inject(READ_STORE) private readonly store: ReadStore,
    private readonly reader: GiveawayReader,
  ) {}

  async public(
    query: { criadorId?: string; status?: GiveawayStatus; q?: string; sort?: GiveawaySort } & PageRequest,
  ): Promise<Page<PublicGiveaway>> {
    const status = query.status && PUBLIC_STATUSES.includes(query.status) ? query.status : { $in: PUBLIC_STATUSES };
    // A suspended giveaway leaves every public list ($ne also matches documents written before the field).
    const filter: Record<string, unknown> = { status, suspenso: { $ne: true } };
    if (query.criadorId) filter.criadorId = query.criadorId;
    if (query.q?.trim()) filter.busca = { $regex: searchPattern(query.q) };
    return this.page(filter, ORDER[query.sort ?? 'recentes'], query);
  }

  async mine(userId: string, query: { status?: GiveawayStatus } & PageRequest): Promise<Page<PublicGiveaway>> {
    const filter: Record<string, unknown> = { criadorId: userId };
    if (query.status) filter.status = query.status;
    // Every item is the viewer's own: they read their winners' e-mails, as on GET /giveaways/:id.
    return this.page(filter, ORDER.recentes, query, { id: userId, isAdmin: false });
  }

  private async page(filter: Record<string, unknown>, order: { field: string; direction: 1 | -1 }, request: PageRequest, viewer?: Viewer) {
    const page = await paginate(this.store.collection<GiveawayView>(GIVEAWAYS), filter, order, request);
    return { items: await this.reader.present(page.items, viewer), nextCursor: page.nextCursor };
  }
}

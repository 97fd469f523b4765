import { Inject, Injectable } from '@nestjs/common';
import { Page, PageRequest, paginate } from '../../../../platform/read-store/paginate';
import { READ_STORE, ReadStore } from '../../../../platform/read-store/read-store.port';
import { searchPattern } from '../../../../platform/text/search-text';
import type { GiveawayStatus } from '../../domain/giveaway.events';
import { GIVEAWAYS, GiveawayView } from '../../projections/giveaways.projection';

/** A giveaway in any status as the admin area lists it (moderation adds what it knows). */
export interface AdminGiveawayRow {
  id: string;
  titulo: string;
  status: GiveawayStatus;
  criadorId: string;
  createdAt: string;
  dataSorteio: string;
  inscritosCount: number;
  suspenso: boolean;
}

export interface AdminGiveawayFilter {
  status?: GiveawayStatus;
  suspended?: boolean;
  /** Matches title, description and prizes without case or accents. */
  q?: string;
  /** Only these ids (`in`) or all but these (`notIn`): moderation's "reported" filter. */
  ids?: { in: string[] } | { notIn: string[] };
}

const FIELDS = { _id: 1, titulo: 1, status: 1, criadorId: 1, createdAt: 1, dataSorteio: 1, inscritosCount: 1, suspenso: 1 } as const;
type Row = Pick<GiveawayView, '_id' | 'titulo' | 'status' | 'criadorId' | 'createdAt' | 'dataSorteio' | 'inscritosCount' | 'suspenso'>;

const present = (g: Row): AdminGiveawayRow => ({
  id: g._id,
  titulo: g.titulo,
  status: g.status,
  criadorId: g.criadorId,
  createdAt: g.createdAt,
  dataSorteio: g.dataSorteio,
  inscritosCount: g.inscritosCount,
  suspenso: g.suspenso === true,
});

/**
 * Read-only access to the giveaways read model for the admin area (moderation): every
 * giveaway in any status, newest first, and the counts of its dashboard. Deleted giveaways
 * are not in the read model.
 */
@Injectable()
export class AdminGiveawayReader {
  constructor(@Inject(READ_STORE) private readonly store: ReadStore) {}

  private get giveaways() {
    return this.store.collection<Row>(GIVEAWAYS);
  }

  async page(filter: AdminGiveawayFilter & PageRequest): Promise<Page<AdminGiveawayRow>> {
    const query: Record<string, unknown> = {};
    if (filter.status) query.status = filter.status;
    if (filter.suspended !== undefined) query.suspenso = filter.suspended ? true : { $ne: true };
    if (filter.q?.trim()) query.busca = { $regex: searchPattern(filter.q) };
    if (filter.ids) query._id = 'in' in filter.ids ? { $in: filter.ids.in } : { $nin: filter.ids.notIn };
    const page = await paginate(this.giveaways, query, { field: 'createdAt', direction: -1 }, filter);
    return { items: page.items.map(present), nextCursor: page.nextCursor };
  }

  async byId(giveawayId: string): Promise<AdminGiveawayRow | null> {
    const [row] = await this.giveaways.find({ _id: giveawayId }, { limit: 1, projection: FIELDS });
    return row ? present(row) : null;
  }

  /** The titles of these giveaways that are still in the read model (a deleted one is not). */
  async titles(giveawayIds: string[]): Promise<Map<string, string>> {
    if (giveawayIds.length === 0) return new Map();
    const found = await this.giveaways.find({ _id: { $in: [...new Set(giveawayIds)] } }, { projection: { titulo: 1 } });
    return new Map(found.map((g) => [g._id, g.titulo]));
  }

  countSuspended(): Promise<number> {
    return this.giveaways.count({ suspenso: true });
  }

  countCreatedSince(isoInstant: string): Promise<number> {
    return this.giveaways.count({ createdAt: { $gte: isoInstant } });
  }
}

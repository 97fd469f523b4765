import { Inject, Injectable } from '@nestjs/common';
import { PageRequest, paginate } from '../../../../platform/read-store/paginate';
import { READ_STORE, ReadStore } from '../../../../platform/read-store/read-store.port';
import { searchPattern } from '../../../../platform/text/search-text';
import type { GiveawayStatus } from '../../../giveaways/domain/giveaway.events';
import { moderationErrors } from '../../domain/moderation.errors';
import { MODERATION_GIVEAWAYS, ModerationGiveawayView } from '../../projections/moderation.projection';
import { peopleByIds, Person } from '../people';

/** The fields of the giveaways read model (owned by the giveaways module) the admin lists show. */
type GiveawayDoc = {
  _id: string;
  titulo: string;
  status: GiveawayStatus;
  criadorId: string;
  createdAt: string;
  dataSorteio: string;
  inscritosCount: number;
  suspenso?: boolean;
};

export interface AdminGiveaway {
  id: string;
  titulo: string;
  status: GiveawayStatus;
  criadorId: string;
  criador: Person | null;
  createdAt: string;
  dataSorteio: string;
  inscritosCount: number;
  suspenso: boolean;
  suspensao: ModerationGiveawayView['suspensao'];
  denuncias: number;
  denunciasAbertas: number;
}

export interface AdminGiveawayQuery extends PageRequest {
  status?: GiveawayStatus;
  /** true: only giveaways with at least one report; false: only those with none. */
  reported?: boolean;
  suspended?: boolean;
  q?: string;
}

/** Every giveaway in any status, newest first, with what moderation knows about it. */
@Injectable()
export class AdminGiveaways {
  constructor(@Inject(READ_STORE) private readonly store: ReadStore) {}

  async list(query: AdminGiveawayQuery) {
    const filter: Record<string, unknown> = {};
    if (query.status) filter.status = query.status;
    if (query.suspended !== undefined) filter.suspenso = query.suspended ? true : { $ne: true };
    if (query.q?.trim()) filter.busca = { $regex: searchPattern(query.q) };
    if (query.reported !== undefined) {
      const reported = await this.store.collection<ModerationGiveawayView>(MODERATION_GIVEAWAYS).find({ denuncias: { $gt: 0 } }, { projection: { _id: 1 } });
      filter._id = { [query.reported ? '$in' : '$nin']: reported.map((g) => g._id) };
    }
    const page = await paginate(this.store.collection<GiveawayDoc>('giveaways'), filter, { field: 'createdAt', direction: -1 }, query);
    return { items: await this.present(page.items), nextCursor: page.nextCursor };
  }

  async get(giveawayId: string): Promise<AdminGiveaway> {
    const doc = await this.store.collection<GiveawayDoc>('giveaways').findOne({ _id: giveawayId });
    if (!doc) throw moderationErrors.giveawayNotFound();
    return (await this.present([doc]))[0];
  }

  private async present(docs: GiveawayDoc[]): Promise<AdminGiveaway[]> {
    const [people, moderation] = await Promise.all([
      peopleByIds(this.store, docs.map((d) => d.criadorId)),
      this.store.collection<ModerationGiveawayView>(MODERATION_GIVEAWAYS).find({ _id: { $in: docs.map((d) => d._id) } }),
    ]);
    const byId = new Map(moderation.map((m) => [m._id, m]));
    return docs.map((d) => {
      const m = byId.get(d._id);
      return {
        id: d._id,
        titulo: d.titulo,
        status: d.status,
        criadorId: d.criadorId,
        criador: people.get(d.criadorId) ?? null,
        createdAt: d.createdAt,
        dataSorteio: d.dataSorteio,
        inscritosCount: d.inscritosCount,
        suspenso: d.suspenso === true,
        suspensao: m?.suspensao ?? null,
        denuncias: m?.denuncias ?? 0,
        denunciasAbertas: m?.denunciasAbertas ?? 0,
      };
    });
  }
}

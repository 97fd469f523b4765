import { Inject, Injectable } from '@nestjs/common';
import type { AdminGiveaway } from '@sorteios/api-contract';
import type { PageRequest } from '../../../../platform/read-store/paginate';
import { READ_STORE, ReadStore } from '../../../../platform/read-store/read-store.port';
import { AccountReader } from '../../../accounts/accounts.public';
import type { GiveawayStatus } from '../../../giveaways/domain/giveaway.events';
import { AdminGiveawayReader, AdminGiveawayRow } from '../../../giveaways/giveaways.public';
import { moderationErrors } from '../../domain/moderation.errors';
import { MODERATION_GIVEAWAYS, ModerationGiveawayView } from '../../projections/moderation.projection';
import { peopleByIds } from '../people';

export interface AdminGiveawayQuery extends PageRequest {
  status?: GiveawayStatus;
  /** true: only giveaways with at least one report; false: only those with none. */
  reported?: boolean;
  suspended?: boolean;
  q?: string;
}

/** Every giveaway in any status, newest first (the giveaways module's reader), with what moderation knows about it. */
@Injectable()
export class AdminGiveaways {
  constructor(
    @Inject(READ_STORE) private readonly store: ReadStore,
    private readonly giveaways: AdminGiveawayReader,
    private readonly accounts: AccountReader,
  ) {}

  private get moderation() {
    return this.store.collection<ModerationGiveawayView>(MODERATION_GIVEAWAYS);
  }

  async list({ reported, ...query }: AdminGiveawayQuery) {
    let ids: { in: string[] } | { notIn: string[] } | undefined;
    if (reported !== undefined) {
      const withReports = (await this.moderation.find({ denuncias: { $gt: 0 } }, { projection: { _id: 1 } })).map((g) => g._id);
      ids = reported ? { in: withReports } : { notIn: withReports };
    }
    const page = await this.giveaways.page({ ...query, ids });
    return { items: await this.present(page.items), nextCursor: page.nextCursor };
  }

  async get(giveawayId: string): Promise<AdminGiveaway> {
    const row = await this.giveaways.byId(giveawayId);
    if (!row) throw moderationErrors.giveawayNotFound();
    return (await this.present([row]))[0];
  }

  private async present(rows: AdminGiveawayRow[]): Promise<AdminGiveaway[]> {
    const [people, moderation] = await Promise.all([
      peopleByIds(this.accounts, rows.map((g) => g.criadorId)),
      this.moderation.find({ _id: { $in: rows.map((g) => g.id) } }),
    ]);
    const byId = new Map(moderation.map((m) => [m._id, m]));
    return rows.map((g) => {
      const m = byId.get(g.id);
      return {
        id: g.id,
        titulo: g.titulo,
        status: g.status,
        criadorId: g.criadorId,
        criador: people.get(g.criadorId) ?? null,
        createdAt: g.createdAt,
        dataSorteio: g.dataSorteio,
        inscritosCount: g.inscritosCount,
        suspenso: g.suspenso,
        suspensao: m?.suspensao ?? null,
        denuncias: m?.denuncias ?? 0,
        denunciasAbertas: m?.denunciasAbertas ?? 0,
      };
    });
  }
}

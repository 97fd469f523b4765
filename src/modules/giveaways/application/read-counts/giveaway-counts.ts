import { Inject, Injectable } from '@nestjs/common';
import { READ_STORE, ReadStore } from '../../../../platform/read-store/read-store.port';
import { GIVEAWAYS, GiveawayView } from '../../projections/giveaways.projection';

type Row = Pick<GiveawayView, '_id' | 'criadorId' | 'status' | 'inscritosCount'>;

/** Counts the plans' limits are checked against (issue 12). */
@Injectable()
export class GiveawayCounts {
  constructor(@Inject(READ_STORE) private readonly store: ReadStore) {}

  /**
   * Published and still open to entries ('Ativo'). Drafts, closed, drawn and cancelled ones
   * have other statuses, and a deleted one leaves the read model. A suspended giveaway still
   * counts: suspension hides it without ending it (its status stays 'Ativo').
   */
  activeBy(criadorId: string): Promise<number> {
    return this.store.collection<Row>(GIVEAWAYS).count({ criadorId, status: 'Ativo' });
  }

  /** The ids of those giveaways, as the read model has them (it may lag by a moment). */
  async activeIdsBy(criadorId: string): Promise<string[]> {
    return (await this.store.collection<Row>(GIVEAWAYS).find({ criadorId, status: 'Ativo' }, { projection: { _id: 1 } })).map((g) => g._id);
  }

  /** Which of these giveaways the read model shows as drafts. */
  async draftIdsAmong(ids: string[]): Promise<string[]> {
    if (ids.length === 0) return [];
    return (await this.store.collection<Row>(GIVEAWAYS).find({ _id: { $in: ids }, status: 'Rascunho' })).map((g) => g._id);
  }

  /** Entries a giveaway has, as projected (0 when the read model does not know it). */
  async entriesOf(giveawayId: string): Promise<number> {
    // Only the count: the document (rules text, form, winners) would be copied for nothing on every entry.
    const [row] = await this.store.collection<Row>(GIVEAWAYS).find({ _id: giveawayId }, { projection: { inscritosCount: 1 }, limit: 1 });
    return row?.inscritosCount ?? 0;
  }
}

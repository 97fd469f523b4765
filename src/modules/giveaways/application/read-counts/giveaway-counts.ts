import { Inject, Injectable } from '@nestjs/common';
import { READ_STORE, ReadStore } from '../../../../platform/read-store/read-store.port';
import { GIVEAWAYS, GiveawayView } from '../../projections/giveaways.projection';

type Row = Pick<GiveawayView, '_id' | 'criadorId' | 'status'>;

/** How many giveaways a creator has in a given state: the plans' usage (issue 12). */
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
}

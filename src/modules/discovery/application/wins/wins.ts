import { Inject, Injectable } from '@nestjs/common';
import type { Win as ContractWin } from '@sorteios/api-contract';
import { Page, PageRequest, paginate } from '../../../../platform/read-store/paginate';
import { READ_STORE, ReadStore } from '../../../../platform/read-store/read-store.port';
import { GiveawayCard, GiveawayCards } from '../../../giveaways/giveaways.public';
import { WINS, WinView } from '../../projections/wins.projection';

/** The contract's Win, its `sorteio` the giveaways module's card (which answers more than the SPA reads). */
export type Win = Omit<ContractWin, 'sorteio'> & { sorteio: GiveawayCard };

/** The giveaways a participant won, latest first. */
@Injectable()
export class Wins {
  constructor(
    @Inject(READ_STORE) private readonly store: ReadStore,
    private readonly cards: GiveawayCards,
  ) {}

  async of(userId: string, request: PageRequest): Promise<Page<Win>> {
    const page = await paginate(this.store.collection<WinView>(WINS), { participanteId: userId }, { field: 'seq', direction: -1 }, request);
    const cards = await this.cards.byId(page.items.map((v) => v.giveawayId));
    const items = page.items.flatMap((v) => {
      const sorteio = cards.get(v.giveawayId);
      if (!sorteio) return [];
      return [{ entryId: v.entryId, suplente: v.suplente, ganhouEm: v.ganhouEm, recibo: `/api/giveaways/${v.giveawayId}/draw`, sorteio }];
    });
    return { items, nextCursor: page.nextCursor };
  }
}

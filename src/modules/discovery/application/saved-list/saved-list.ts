import { Inject, Injectable } from '@nestjs/common';
import { StreamExecutor } from '../../../../platform/ddd/stream-executor';
import { Page, PageRequest, paginate } from '../../../../platform/read-store/paginate';
import { READ_STORE, ReadStore } from '../../../../platform/read-store/read-store.port';
import { GiveawayCard, GiveawayCards } from '../../../giveaways/giveaways.public';
import { savedDecider } from '../../domain/saved.decider';
import { savedStream } from '../../domain/saved.events';
import { SAVED_GIVEAWAYS, SavedGiveawayView } from '../../projections/saved-giveaways.projection';

export type SavedGiveaway = GiveawayCard & { salvoEm: string };

/** The saved giveaways of a user, and whether one of them is saved. */
@Injectable()
export class SavedList {
  constructor(
    @Inject(READ_STORE) private readonly store: ReadStore,
    private readonly executor: StreamExecutor,
    private readonly cards: GiveawayCards,
  ) {}

  /** Newest saved first. */
  async of(userId: string, request: PageRequest): Promise<Page<SavedGiveaway>> {
    const page = await paginate(this.store.collection<SavedGiveawayView>(SAVED_GIVEAWAYS), { userId }, { field: 'seq', direction: -1 }, request);
    const cards = await this.cards.byId(page.items.map((s) => s.giveawayId));
    // A giveaway deleted a moment ago may still have its save here until the projection catches up.
    const items = page.items.flatMap((s) => {
      const card = cards.get(s.giveawayId);
      return card ? [{ ...card, salvoEm: s.salvoEm }] : [];
    });
    return { items, nextCursor: page.nextCursor };
  }

  /** From the user's own stream, so it agrees with the toggle's answer at once. */
  async isSaved(userId: string, giveawayId: string): Promise<boolean> {
    const { state } = await this.executor.load(savedStream(userId), savedDecider);
    return state.salvos.has(giveawayId);
  }
}

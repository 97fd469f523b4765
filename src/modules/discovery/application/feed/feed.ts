import { Inject, Injectable } from '@nestjs/common';
import { Page, PageRequest, paginate } from '../../../../platform/read-store/paginate';
import { READ_STORE, ReadStore } from '../../../../platform/read-store/read-store.port';
import { PUBLIC_STATUSES } from '../../domain/giveaway-presence';
import { followedBy } from '../follows';
import { GIVEAWAYS, GiveawayCard, GiveawayCards, GiveawayRow } from '../giveaway-cards';

/**
 * The feed: giveaways published by the people I follow, newest published first. Built when
 * read (fan-out on read): the follows, then one query over the giveaways by creator
 * (docs/scaling.md says where this stops being enough).
 */
@Injectable()
export class Feed {
  constructor(
    @Inject(READ_STORE) private readonly store: ReadStore,
    private readonly cards: GiveawayCards,
  ) {}

  async of(userId: string, request: PageRequest): Promise<Page<GiveawayCard>> {
    const creators = await followedBy(this.store, userId);
    if (creators.length === 0) return { items: [], nextCursor: null };
    const filter = { criadorId: { $in: creators }, status: { $in: PUBLIC_STATUSES } };
    const page = await paginate(this.store.collection<GiveawayRow>(GIVEAWAYS), filter, { field: 'publishedAt', direction: -1 }, request);
    return { items: await this.cards.present(page.items), nextCursor: page.nextCursor };
  }
}

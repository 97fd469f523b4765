import { Injectable } from '@nestjs/common';
import { Page, PageRequest } from '../../../../platform/read-store/paginate';
import { GiveawayCard, GiveawayCards } from '../../../giveaways/giveaways.public';
import { FollowReader } from '../../../social/social.public';

/**
 * The feed: giveaways published by the people I follow, newest published first. Built when
 * read (fan-out on read): the follows, then one query over the giveaways by creator
 * (docs/scaling.md says where this stops being enough).
 */
@Injectable()
export class Feed {
  constructor(
    private readonly follows: FollowReader,
    private readonly cards: GiveawayCards,
  ) {}

  async of(userId: string, request: PageRequest): Promise<Page<GiveawayCard>> {
    const creators = await this.follows.followingIds(userId);
    if (creators.length === 0) return { items: [], nextCursor: null };
    return this.cards.publishedBy(creators, request);
  }
}

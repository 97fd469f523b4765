import { Injectable } from '@nestjs/common';
import { GiveawayLifecycles, isPublic } from '../../giveaways/giveaways.public';

/** How long an answer is reused: a busy giveaway's beacons do not each read its stream. */
const TTL_MS = 5_000;
const CAPACITY = 10_000;

/** Whether a giveaway can be viewed (public: not a draft, not cancelled, not deleted), cached briefly. */
@Injectable()
export class ViewableGiveaways {
  private readonly known = new Map<string, { viewable: boolean; until: number }>();

  constructor(private readonly lifecycles: GiveawayLifecycles) {}

  async isViewable(giveawayId: string): Promise<boolean> {
    const now = Date.now();
    const cached = this.known.get(giveawayId);
    if (cached && cached.until > now) return cached.viewable;
    const viewable = isPublic(await this.lifecycles.of(giveawayId));
    this.known.delete(giveawayId);
    this.known.set(giveawayId, { viewable, until: now + TTL_MS });
    if (this.known.size > CAPACITY) this.known.delete(this.known.keys().next().value!);
    return viewable;
  }
}

import { Inject, Injectable } from '@nestjs/common';
import { EVENT_STORE, EventStore } from '../../../../platform/event-store/event-store.port';
import { foldGiveaway, GiveawayLifecycle } from '../../domain/giveaway-lifecycle';
import { giveawayStream } from '../../domain/giveaway.events';

/** A giveaway's lifecycle folded from its stream: strongly consistent, never a lagging read model. */
@Injectable()
export class GiveawayLifecycles {
  constructor(@Inject(EVENT_STORE) private readonly events: EventStore) {}

  async of(giveawayId: string): Promise<GiveawayLifecycle> {
    return foldGiveaway(await this.events.readStream(giveawayStream(giveawayId)));
  }

  /**
   * The events after `fromRevision` folded onto `from`, the revision to continue from, and the
   * log position of a close among them (null when they hold none): entries recorded after it
   * are not in the draw.
   */
  async continue(giveawayId: string, from: GiveawayLifecycle, fromRevision: number): Promise<{ lifecycle: GiveawayLifecycle; nextRevision: number; closedAt: number | null }> {
    const newer = await this.events.readStream(giveawayStream(giveawayId), fromRevision);
    const closedAt = newer.find((e) => e.type === 'GiveawayClosed')?.position ?? null;
    return { lifecycle: foldGiveaway(newer, from), nextRevision: newer.length ? newer[newer.length - 1].revision + 1 : fromRevision, closedAt };
  }
}

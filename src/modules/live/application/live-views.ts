import { Inject, Injectable } from '@nestjs/common';
import { EVENT_STORE, EventStore } from '../../../platform/event-store/event-store.port';
import { READ_STORE, ReadStore } from '../../../platform/read-store/read-store.port';
import { drawStream } from '../../draws/domain/draw.events';
import { giveawayStream } from '../../giveaways/domain/giveaway.events';
import { SPECTATORS, SpectatorView } from '../projections/spectators.projection';
import { foldLiveView, type LiveView } from './live-view';

/** Reads a giveaway's live view: the draw from the log, the spectator count from its read model. */
@Injectable()
export class LiveViews {
  constructor(
    @Inject(EVENT_STORE) private readonly events: EventStore,
    @Inject(READ_STORE) private readonly store: ReadStore,
  ) {}

  async load(giveawayId: string): Promise<LiveView | null> {
    const [giveaway, draw] = await Promise.all([this.events.readStream(giveawayStream(giveawayId)), this.events.readStream(drawStream(giveawayId))]);
    return foldLiveView(giveawayId, giveaway, draw);
  }

  spectators(giveawayId: string): Promise<number> {
    return this.store.collection<SpectatorView>(SPECTATORS).count({ giveawayId });
  }

  headPosition(): Promise<number> {
    return this.events.headPosition();
  }
}

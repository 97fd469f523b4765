import { Inject, Injectable } from '@nestjs/common';
import { EVENT_STORE, EventStore } from '../../../platform/event-store/event-store.port';
import { giveawayStream } from '../../giveaways/domain/giveaway.events';
import { GiveawayFacts, giveawayFactsOf } from '../domain/giveaway-facts';

/**
 * A giveaway as the event store has it now (not the read model), for decisions: reporting
 * or suspending a giveaway deleted a moment ago is refused at once, whatever the projection lag.
 */
@Injectable()
export class GiveawayFactsService {
  constructor(@Inject(EVENT_STORE) private readonly events: EventStore) {}

  async of(giveawayId: string): Promise<GiveawayFacts> {
    return giveawayFactsOf(await this.events.readStream(giveawayStream(giveawayId)));
  }
}

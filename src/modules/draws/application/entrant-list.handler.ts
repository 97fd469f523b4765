import { Inject } from '@nestjs/common';
import { CommandHandler, ICommandHandler } from '@nestjs/cqrs';
import { StreamExecutor } from '../../../platform/ddd/stream-executor';
import { EVENT_STORE, EventStore } from '../../../platform/event-store/event-store.port';
import { ProjectionsService } from '../../../platform/projections/projections.service';
import { drawDecider } from '../domain/draw.decider';
import { drawStream } from '../domain/draw.events';
import { entrantListDecider, EntrantListFacts } from '../domain/entrant-list.decider';
import { entrantListStream } from '../domain/entrant-list.events';
import { SetEntrantListCommand } from './entrant-list.command';
import { giveawayFacts } from './giveaway-facts';

/**
 * Publishes or unpublishes the entrant list on its own stream. The decider is given the
 * giveaway's creator and the close's commitment, read from their streams (not read models),
 * so a list published right after the close already finds its commitment.
 */
@CommandHandler(SetEntrantListCommand)
export class SetEntrantListHandler implements ICommandHandler<SetEntrantListCommand> {
  constructor(
    @Inject(EVENT_STORE) private readonly events: EventStore,
    @Inject(StreamExecutor) private readonly executor: StreamExecutor,
    private readonly projections: ProjectionsService,
  ) {}

  async execute({ giveawayId, publicada, meta }: SetEntrantListCommand): Promise<{ publicada: boolean; revision: number }> {
    const giveaway = await giveawayFacts(this.events, giveawayId);
    let commitment = await this.commitment(giveawayId);
    if (!commitment && publicada && giveaway.exists && giveaway.status === 'Encerrado') {
      // The commitment is written by a reactor just after the close: let it catch up.
      await this.projections.waitFor(await this.events.headPosition());
      commitment = await this.commitment(giveawayId);
    }
    const facts: EntrantListFacts = { giveawayId, actorId: meta.userId, criadorId: giveaway.exists ? giveaway.criadorId : null, commitment };
    const result = await this.executor.execute(
      entrantListStream(giveawayId),
      entrantListDecider,
      { type: publicada ? 'PublishEntrantList' : 'UnpublishEntrantList', ...facts },
      meta,
    );
    // The history shows the new step as soon as the answer arrives (read-your-writes).
    if (result.events.length > 0) await this.projections.waitFor(result.position);
    return { publicada: result.state.publicada, revision: result.revision };
  }

  private async commitment(giveawayId: string): Promise<EntrantListFacts['commitment']> {
    const { state } = await this.executor.load(drawStream(giveawayId), drawDecider);
    return state.committed ? { entrantCount: state.committed.entrantCount, merkleRoot: state.committed.merkleRoot } : null;
  }
}

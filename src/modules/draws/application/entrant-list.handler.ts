import { Inject } from '@nestjs/common';
import { CommandHandler, ICommandHandler } from '@nestjs/cqrs';
import { APP_CONFIG, AppConfig } from '../../../config/app-config';
import { StreamExecutor } from '../../../platform/ddd/stream-executor';
import { ProjectionsService } from '../../../platform/projections/projections.service';
import { GiveawayLifecycles, isPresent } from '../../giveaways/giveaways.public';
import { entrantListDecider, EntrantListFacts } from '../domain/entrant-list.decider';
import { entrantListStream } from '../domain/entrant-list.events';
import { loadDraw } from './committed-draw';
import { SetEntrantListCommand } from './entrant-list.command';

/**
 * Publishes or unpublishes the entrant list on its own stream. The decider is given the
 * giveaway's creator and the close's commitment, read from their streams (not read models);
 * a list published right after the close waits for its commitment (committed-draw.ts).
 */
@CommandHandler(SetEntrantListCommand)
export class SetEntrantListHandler implements ICommandHandler<SetEntrantListCommand> {
  constructor(
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly executor: StreamExecutor,
    private readonly lifecycles: GiveawayLifecycles,
    private readonly projections: ProjectionsService,
  ) {}

  async execute({ giveawayId, publicada, meta }: SetEntrantListCommand): Promise<{ publicada: boolean; revision: number }> {
    const giveaway = await this.lifecycles.of(giveawayId);
    // A job writes the commitment just after the close: publishing right after it waits (bounded).
    const { state } = await loadDraw(this.executor, giveawayId, giveaway, publicada ? this.config.readYourWritesTimeoutMs : 0);
    const commitment = state.committed ? { entrantCount: state.committed.entrantCount, merkleRoot: state.committed.merkleRoot } : null;
    const facts: EntrantListFacts = { giveawayId, actorId: meta.userId, criadorId: isPresent(giveaway) ? giveaway.criadorId : null, commitment };
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
}

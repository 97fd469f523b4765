import { Inject } from '@nestjs/common';
import { CommandHandler, ICommandHandler } from '@nestjs/cqrs';
import { StreamExecutor } from '../../../../platform/ddd/stream-executor';
import { EVENT_STORE, EventStore } from '../../../../platform/event-store/event-store.port';
import { ProjectionsService } from '../../../../platform/projections/projections.service';
import { giveawayStream } from '../../../giveaways/domain/giveaway.events';
import { presenceOf } from '../../domain/giveaway-presence';
import { savedDecider } from '../../domain/saved.decider';
import { savedStream } from '../../domain/saved.events';
import { ToggleSaveCommand } from './toggle-save.command';

/**
 * One person's saves share one stream, so two toggles at once (two tabs, a double tap)
 * collide on its revision; the loser is decided again on the new state. Every toggle has
 * an effect, so more attempts than the default are allowed before answering 409.
 */
const ATTEMPTS = 8;

@CommandHandler(ToggleSaveCommand)
export class ToggleSaveHandler implements ICommandHandler<ToggleSaveCommand> {
  constructor(
    @Inject(StreamExecutor) private readonly executor: StreamExecutor,
    @Inject(EVENT_STORE) private readonly events: EventStore,
    private readonly projections: ProjectionsService,
  ) {}

  async execute({ userId, giveawayId, meta }: ToggleSaveCommand): Promise<{ salvo: boolean; revision: number }> {
    // From the giveaway's stream, not the read model: one published a moment ago can be saved.
    const giveaway = presenceOf(await this.events.readStream(giveawayStream(giveawayId)));
    const result = await this.executor.execute(
      savedStream(userId),
      savedDecider,
      { type: 'ToggleSave', userId, giveawayId, giveaway },
      { ...meta, userId },
      { attempts: ATTEMPTS },
    );
    await this.projections.waitFor(result.position);
    return { salvo: result.state.salvos.has(giveawayId), revision: result.revision };
  }
}

import { CommandHandler, ICommandHandler } from '@nestjs/cqrs';
import { StreamExecutor } from '../../../../platform/ddd/stream-executor';
import { ProjectionsService } from '../../../../platform/projections/projections.service';
import { GiveawayLifecycles, isPresent, isPublic } from '../../../giveaways/giveaways.public';
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
    private readonly executor: StreamExecutor,
    private readonly lifecycles: GiveawayLifecycles,
    private readonly projections: ProjectionsService,
  ) {}

  async execute({ userId, giveawayId, meta }: ToggleSaveCommand): Promise<{ salvo: boolean; revision: number }> {
    // From the giveaway's stream, not the read model: one published a moment ago can be saved.
    const lifecycle = await this.lifecycles.of(giveawayId);
    const result = await this.executor.execute(
      savedStream(userId),
      savedDecider,
      { type: 'ToggleSave', userId, giveawayId, giveaway: { present: isPresent(lifecycle), public: isPublic(lifecycle) } },
      { ...meta, userId },
      { attempts: ATTEMPTS },
    );
    await this.projections.waitFor(result.position);
    return { salvo: result.state.salvos.has(giveawayId), revision: result.revision };
  }
}

import { CommandHandler, ICommandHandler } from '@nestjs/cqrs';
import { StreamExecutor } from '../../../platform/ddd/stream-executor';
import { ProjectionsService } from '../../../platform/projections/projections.service';
import { spectatorDecider, type SpectatorCommand } from '../domain/spectator.decider';
import { spectatorStream } from '../domain/spectator.events';
import { canWatch } from './live-view';
import { LiveViews } from './live-views';
import { SpectateCommand } from './spectate.command';

/** Records a join or a leave on the user's own spectator stream, then waits until it is counted. */
@CommandHandler(SpectateCommand)
export class SpectateHandler implements ICommandHandler<SpectateCommand> {
  constructor(
    private readonly executor: StreamExecutor,
    private readonly views: LiveViews,
    private readonly projections: ProjectionsService,
  ) {}

  async execute({ giveawayId, action, viewer, meta }: SpectateCommand): Promise<void> {
    const ids = { giveawayId, userId: viewer.id };
    let command: SpectatorCommand;
    if (action === 'join') {
      const view = await this.views.load(giveawayId);
      command = { type: 'Join', ...ids, visible: view !== null && canWatch(view, viewer) };
    } else {
      // Leaving is always allowed, even a giveaway deleted meanwhile.
      command = { type: 'Leave', ...ids };
    }
    const result = await this.executor.execute(spectatorStream(giveawayId, viewer.id), spectatorDecider, command, { ...meta, userId: viewer.id });
    // The next state a spectator receives already counts this change.
    if (result.events.length > 0) await this.projections.waitFor(result.position);
  }
}

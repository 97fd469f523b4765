import { CommandHandler, ICommandHandler } from '@nestjs/cqrs';
import { StreamExecutor } from '../../../../platform/ddd/stream-executor';
import { ProjectionsService } from '../../../../platform/projections/projections.service';
import { userDecider } from '../../domain/user.decider';
import { accountErrors } from '../../domain/user.errors';
import { userStream } from '../../domain/user.events';
import { UniqueClaims } from '../services/unique-claims';
import { UpdateProfileCommand } from './update-profile.command';

/** A new username is claimed before the profile changes and the old one released after. */
@CommandHandler(UpdateProfileCommand)
export class UpdateProfileHandler implements ICommandHandler<UpdateProfileCommand> {
  constructor(
    private readonly executor: StreamExecutor,
    private readonly claims: UniqueClaims,
    private readonly projections: ProjectionsService,
  ) {}

  async execute({ changes, meta }: UpdateProfileCommand): Promise<{ revision: number }> {
    const stream = userStream(meta.userId);
    const { state } = await this.executor.load(stream, userDecider);
    if (!state.exists) throw accountErrors.userNotFound();
    const oldUsername = state.username!;
    const renaming = changes.username !== undefined && changes.username.toLowerCase() !== oldUsername.toLowerCase();
    if (renaming) await this.claims.claimUsername(changes.username!, meta.userId, meta);
    let result;
    try {
      result = await this.executor.execute(stream, userDecider, { type: 'UpdateProfile', changes }, meta);
    } catch (err) {
      // The profile did not change: give back the username claimed for it.
      if (renaming) await this.claims.releaseUsername(changes.username!, meta.userId, meta);
      throw err;
    }
    if (renaming) await this.claims.releaseUsername(oldUsername, meta.userId, meta);
    await this.projections.waitFor(result.position);
    return { revision: result.revision };
  }
}

import { CommandHandler, ICommandHandler } from '@nestjs/cqrs';
import { StreamExecutor } from '../../../../platform/ddd/stream-executor';
import { ProjectionsService } from '../../../../platform/projections/projections.service';
import { userStream } from '../../../accounts/domain/user.events';
import { followDecider } from '../../domain/follow.decider';
import { socialErrors } from '../../domain/social.errors';
import { ProfileReader } from '../read-profiles/profile-reader';
import { ChangeFollowCommand } from './change-follow.command';

/**
 * Decided on the follower's own stream, so following twice (even at the same moment) records
 * one UserFollowed. The person followed is found by username among accounts: usernames
 * change, ids do not, and the event keeps the id.
 */
@CommandHandler(ChangeFollowCommand)
export class ChangeFollowHandler implements ICommandHandler<ChangeFollowCommand> {
  constructor(
    private readonly executor: StreamExecutor,
    private readonly profiles: ProfileReader,
    private readonly projections: ProjectionsService,
  ) {}

  async execute({ username, seguir, meta }: ChangeFollowCommand): Promise<{ seguindo: boolean; revision: number }> {
    // A disabled account cannot gain followers, but whoever follows it may still let go.
    const target = seguir ? await this.profiles.visibleByUsername(username) : await this.profiles.findByUsername(username);
    if (!target) throw socialErrors.userNotFound();
    const command = seguir ? { type: 'FollowUser' as const, seguidoId: target.id } : { type: 'UnfollowUser' as const, seguidoId: target.id };
    const result = await this.executor.execute(userStream(meta.userId), followDecider, command, meta);
    if (result.events.length > 0) await this.projections.waitFor(result.position);
    return { seguindo: seguir, revision: result.revision };
  }
}

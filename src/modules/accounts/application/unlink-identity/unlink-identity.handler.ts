import { CommandHandler, ICommandHandler } from '@nestjs/cqrs';
import { StreamExecutor } from '../../../../platform/ddd/stream-executor';
import { ProjectionsService } from '../../../../platform/projections/projections.service';
import { userDecider } from '../../domain/user.decider';
import { userStream } from '../../domain/user.events';
import { UniqueClaims } from '../services/unique-claims';
import { UnlinkIdentityCommand } from './unlink-identity.command';

/**
 * The decider refuses to unlink the last way in (no password, one identity). Once unlinked the
 * identity is given back, so it may sign up or be linked anew, here or to another account.
 */
@CommandHandler(UnlinkIdentityCommand)
export class UnlinkIdentityHandler implements ICommandHandler<UnlinkIdentityCommand> {
  constructor(
    private readonly executor: StreamExecutor,
    private readonly claims: UniqueClaims,
    private readonly projections: ProjectionsService,
  ) {}

  async execute({ identity, meta }: UnlinkIdentityCommand): Promise<void> {
    const result = await this.executor.execute(userStream(meta.userId), userDecider, { type: 'UnlinkIdentity', identity }, meta);
    await this.claims.releaseIdentity(identity, meta.userId, meta);
    await this.projections.waitFor(result.position);
  }
}

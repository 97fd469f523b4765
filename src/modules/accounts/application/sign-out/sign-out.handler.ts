import { CommandHandler, ICommandHandler } from '@nestjs/cqrs';
import { StreamExecutor } from '../../../../platform/ddd/stream-executor';
import { sessionDecider, sessionStream } from '../../domain/session.decider';
import { SignedTokens } from '../services/signed-tokens';
import { SignOutCommand } from './sign-out.command';

/** Revokes the presented session; signing out without a valid token is not an error. */
@CommandHandler(SignOutCommand)
export class SignOutHandler implements ICommandHandler<SignOutCommand> {
  constructor(
    private readonly executor: StreamExecutor,
    private readonly tokens: SignedTokens,
  ) {}

  async execute({ refreshToken, correlationId }: SignOutCommand): Promise<void> {
    const ids = this.tokens.open('refresh', refreshToken);
    if (!ids) return;
    const { state } = await this.executor.load(sessionStream(ids[0]), sessionDecider);
    if (!state.familyId) return;
    await this.executor.execute(sessionStream(ids[0]), sessionDecider, { type: 'RevokeSession', reason: 'logout' }, { userId: state.userId, correlationId });
  }
}

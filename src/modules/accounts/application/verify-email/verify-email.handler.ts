import { CommandHandler, ICommandHandler } from '@nestjs/cqrs';
import { StreamExecutor } from '../../../../platform/ddd/stream-executor';
import { ProjectionsService } from '../../../../platform/projections/projections.service';
import { userDecider } from '../../domain/user.decider';
import { accountErrors } from '../../domain/user.errors';
import { userStream } from '../../domain/user.events';
import { SignedTokens } from '../services/signed-tokens';
import { VerifyEmailCommand } from './verify-email.command';

@CommandHandler(VerifyEmailCommand)
export class VerifyEmailHandler implements ICommandHandler<VerifyEmailCommand> {
  constructor(
    private readonly executor: StreamExecutor,
    private readonly tokens: SignedTokens,
    private readonly projections: ProjectionsService,
  ) {}

  async execute({ token, correlationId }: VerifyEmailCommand): Promise<void> {
    const ids = this.tokens.open('verify-email', token);
    if (!ids) throw accountErrors.invalidToken();
    const [userId, verificacaoId] = ids;
    const { state } = await this.executor.load(userStream(userId), userDecider);
    if (!state.exists) throw accountErrors.invalidToken();
    const result = await this.executor.execute(userStream(userId), userDecider, { type: 'VerifyEmail', verificacaoId }, { userId, correlationId });
    await this.projections.waitFor(result.position);
  }
}

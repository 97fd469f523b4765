import { Inject } from '@nestjs/common';
import { CommandHandler, ICommandHandler } from '@nestjs/cqrs';
import { APP_CONFIG, AppConfig } from '../../../../config/app-config';
import { StreamExecutor } from '../../../../platform/ddd/stream-executor';
import { unmetPasswordRules } from '../../domain/password-policy';
import { userDecider } from '../../domain/user.decider';
import { accountErrors } from '../../domain/user.errors';
import { userStream } from '../../domain/user.events';
import { PasswordHasher } from '../services/password-hasher';
import { SignedTokens } from '../services/signed-tokens';
import { ResetPasswordCommand } from './reset-password.command';

/** A genuine, unexpired, unused link sets the new password and ends every open session. */
@CommandHandler(ResetPasswordCommand)
export class ResetPasswordHandler implements ICommandHandler<ResetPasswordCommand> {
  constructor(
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly executor: StreamExecutor,
    private readonly tokens: SignedTokens,
    private readonly hasher: PasswordHasher,
  ) {}

  async execute({ token, password, correlationId }: ResetPasswordCommand): Promise<void> {
    const ids = this.tokens.open('reset-password', token);
    if (!ids) throw accountErrors.invalidToken();
    const unmet = unmetPasswordRules(password, this.config.passwordPolicy);
    if (unmet.length > 0) throw accountErrors.weakPassword(unmet);
    const [userId, requestId] = ids;
    const { state } = await this.executor.load(userStream(userId), userDecider);
    if (!state.exists) throw accountErrors.invalidToken();
    const passwordHash = await this.hasher.hash(password);
    await this.executor.execute(userStream(userId), userDecider, { type: 'ResetPassword', requestId, passwordHash }, { userId, correlationId });
  }
}

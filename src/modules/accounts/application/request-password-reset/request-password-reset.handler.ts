import { CommandHandler, ICommandHandler } from '@nestjs/cqrs';
import { randomUUID } from 'node:crypto';
import { StreamExecutor } from '../../../../platform/ddd/stream-executor';
import { userDecider } from '../../domain/user.decider';
import { userStream } from '../../domain/user.events';
import { AttemptLimiter } from '../services/attempt-limiter';
import { UserDirectory } from '../services/user-directory';
import { RequestPasswordResetCommand } from './request-password-reset.command';

export const RESET_LINK_TTL_MINUTES = 60;

/** Answers the same whether or not the e-mail exists; the link goes out by a job. */
@CommandHandler(RequestPasswordResetCommand)
export class RequestPasswordResetHandler implements ICommandHandler<RequestPasswordResetCommand> {
  constructor(
    private readonly executor: StreamExecutor,
    private readonly directory: UserDirectory,
    private readonly limiter: AttemptLimiter,
  ) {}

  async execute({ email, ip, correlationId }: RequestPasswordResetCommand): Promise<void> {
    await this.limiter.consume('forgot-ip', ip);
    const user = await this.directory.byEmail(email);
    if (!user?.userId) return;
    await this.executor.execute(
      userStream(user.userId),
      userDecider,
      { type: 'RequestPasswordReset', requestId: randomUUID(), ttlMinutes: RESET_LINK_TTL_MINUTES },
      { userId: null, correlationId },
    );
  }
}

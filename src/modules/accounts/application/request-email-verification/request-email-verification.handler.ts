import { CommandHandler, ICommandHandler } from '@nestjs/cqrs';
import { randomUUID } from 'node:crypto';
import { StreamExecutor } from '../../../../platform/ddd/stream-executor';
import { userDecider } from '../../domain/user.decider';
import { userStream } from '../../domain/user.events';
import { AttemptLimiter } from '../services/attempt-limiter';
import { RequestEmailVerificationCommand } from './request-email-verification.command';

/** A fresh verification link (the previous one stops working); nothing when already verified. */
@CommandHandler(RequestEmailVerificationCommand)
export class RequestEmailVerificationHandler implements ICommandHandler<RequestEmailVerificationCommand> {
  constructor(
    private readonly executor: StreamExecutor,
    private readonly limiter: AttemptLimiter,
  ) {}

  async execute({ meta }: RequestEmailVerificationCommand): Promise<void> {
    await this.limiter.consume('resend-user', meta.userId);
    await this.executor.execute(userStream(meta.userId), userDecider, { type: 'RequestEmailVerification', verificacaoId: randomUUID() }, meta);
  }
}

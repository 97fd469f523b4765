import { CommandHandler, ICommandHandler } from '@nestjs/cqrs';
import { randomUUID } from 'node:crypto';
import { StreamExecutor } from '../../../platform/ddd/stream-executor';
import { ProjectionsService } from '../../../platform/projections/projections.service';
import { feedbackDecider } from '../domain/feedback.decider';
import { feedbackStream, FeedbackSent } from '../domain/feedback.events';
import { MarkFeedbackCommand, ReplyToFeedbackCommand, SendFeedbackCommand } from './feedback.commands';
import { FeedbackLimiter } from './feedback-limiter';
import { FeedbackReader, PresentedFeedback } from './feedback-reader';

@CommandHandler(SendFeedbackCommand)
export class SendFeedbackHandler implements ICommandHandler<SendFeedbackCommand> {
  constructor(
    private readonly executor: StreamExecutor,
    private readonly limiter: FeedbackLimiter,
    private readonly projections: ProjectionsService,
  ) {}

  /** What was received, from the event; the wait lets the admins' inbox show it at once. */
  async execute({ input, ip, meta }: SendFeedbackCommand) {
    await this.limiter.consume(ip);
    const feedbackId = randomUUID();
    const result = await this.executor.execute(feedbackStream(feedbackId), feedbackDecider, { type: 'SendFeedback', feedbackId, ...input, userId: meta.userId }, meta);
    await this.projections.waitFor(result.position);
    const { nome, email, mensagem, tipo } = (result.events[0] as FeedbackSent).data;
    return { id: feedbackId, nome, email, mensagem, tipo, criadoEm: result.at };
  }
}

@CommandHandler(MarkFeedbackCommand)
export class MarkFeedbackHandler implements ICommandHandler<MarkFeedbackCommand> {
  constructor(
    private readonly executor: StreamExecutor,
    private readonly projections: ProjectionsService,
    private readonly reader: FeedbackReader,
  ) {}

  async execute({ feedbackId, lida, meta }: MarkFeedbackCommand): Promise<PresentedFeedback> {
    const result = await this.executor.execute(feedbackStream(feedbackId), feedbackDecider, { type: 'MarkFeedback', lida }, meta);
    await this.projections.waitFor(result.position);
    return this.reader.get(feedbackId);
  }
}

@CommandHandler(ReplyToFeedbackCommand)
export class ReplyToFeedbackHandler implements ICommandHandler<ReplyToFeedbackCommand> {
  constructor(
    private readonly executor: StreamExecutor,
    private readonly projections: ProjectionsService,
    private readonly reader: FeedbackReader,
  ) {}

  async execute({ feedbackId, mensagem, meta }: ReplyToFeedbackCommand): Promise<PresentedFeedback> {
    const result = await this.executor.execute(feedbackStream(feedbackId), feedbackDecider, { type: 'ReplyToFeedback', mensagem, adminId: meta.userId }, meta);
    await this.projections.waitFor(result.position);
    return this.reader.get(feedbackId);
  }
}

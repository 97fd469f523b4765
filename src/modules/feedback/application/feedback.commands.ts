import type { CommandMetadata } from '../../../platform/ddd/stream-executor';
import type { FeedbackType } from '../domain/feedback.events';

export class SendFeedbackCommand {
  constructor(
    readonly input: { nome: string; email: string; mensagem: string; tipo: FeedbackType },
    readonly ip: string,
    readonly meta: CommandMetadata,
  ) {}
}

export class MarkFeedbackCommand {
  constructor(
    readonly feedbackId: string,
    readonly lida: boolean,
    readonly meta: CommandMetadata & { userId: string },
  ) {}
}

export class ReplyToFeedbackCommand {
  constructor(
    readonly feedbackId: string,
    readonly mensagem: string,
    readonly meta: CommandMetadata & { userId: string },
  ) {}
}

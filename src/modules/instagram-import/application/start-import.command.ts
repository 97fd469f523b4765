import type { CommandMetadata } from '../../../platform/ddd/stream-executor';
import type { CommentRules } from '../domain/comment-rules';

export class StartInstagramImportCommand {
  constructor(
    readonly giveawayId: string,
    readonly input: { mediaId: string; regras: CommentRules },
    readonly meta: CommandMetadata & { userId: string },
  ) {}
}

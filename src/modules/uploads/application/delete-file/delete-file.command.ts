import type { CommandMetadata } from '../../../../platform/ddd/stream-executor';

export class DeleteFileCommand {
  constructor(
    readonly filePath: string,
    readonly isAdmin: boolean,
    readonly meta: CommandMetadata & { userId: string },
  ) {}
}

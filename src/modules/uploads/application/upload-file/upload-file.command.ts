import type { CommandMetadata } from '../../../../platform/ddd/stream-executor';

export class UploadFileCommand {
  constructor(
    readonly content: Buffer,
    readonly subfolder: string,
    readonly customName: string | undefined,
    readonly meta: CommandMetadata & { userId: string },
  ) {}
}

import type { CommandMetadata } from '../../../platform/ddd/stream-executor';

export class CreatePageCommand {
  constructor(
    readonly slug: string,
    readonly titulo: string,
    readonly conteudo: string,
    readonly meta: CommandMetadata,
  ) {}
}

export class UpdatePageCommand {
  constructor(
    readonly slug: string,
    readonly changes: { titulo?: string; conteudo?: string },
    readonly meta: CommandMetadata,
    readonly ifMatch?: number,
  ) {}
}

export class DeletePageCommand {
  constructor(
    readonly slug: string,
    readonly meta: CommandMetadata,
  ) {}
}

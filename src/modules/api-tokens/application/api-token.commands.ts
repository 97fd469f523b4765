import type { CommandMetadata } from '../../../platform/ddd/stream-executor';
import type { ApiTokenScope } from '../domain/api-token.events';

export class CreateApiTokenCommand {
  constructor(
    readonly input: { nome: string; escopos: ApiTokenScope[] },
    readonly meta: CommandMetadata & { userId: string },
  ) {}
}

export class RevokeApiTokenCommand {
  constructor(
    readonly tokenId: string,
    readonly meta: CommandMetadata & { userId: string },
  ) {}
}

/** The uses of one owner's tokens seen by this process since the last flush (ApiTokenUsage). */
export class RecordApiTokenUseCommand {
  constructor(
    readonly ownerId: string,
    readonly usos: Array<{ tokenId: string; em: Date }>,
  ) {}
}

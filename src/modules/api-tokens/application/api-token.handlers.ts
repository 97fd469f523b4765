import { CommandHandler, ICommandHandler } from '@nestjs/cqrs';
import { randomUUID } from 'node:crypto';
import { Clock } from '../../../platform/ddd/clock';
import { StreamExecutor } from '../../../platform/ddd/stream-executor';
import { ProjectionsService } from '../../../platform/projections/projections.service';
import { Entitlements } from '../../plans/plans.public';
import { apiTokenErrors } from '../domain/api-token.errors';
import { apiTokenDecider } from '../domain/api-token.decider';
import { ApiTokenCreated, apiTokensStream } from '../domain/api-token.events';
import { API_TOKEN_BYTES, apiTokenFrom, hashApiToken } from './api-token-secrets';
import { ApiTokenUsage } from './api-token-usage';
import { CreateApiTokenCommand, RecordApiTokenUseCommand, RevokeApiTokenCommand } from './api-token.commands';

@CommandHandler(CreateApiTokenCommand)
export class CreateApiTokenHandler implements ICommandHandler<CreateApiTokenCommand> {
  constructor(
    private readonly executor: StreamExecutor,
    private readonly projections: ProjectionsService,
    private readonly clock: Clock,
    private readonly entitlements: Entitlements,
  ) {}

  /**
   * A Pro feature (plans' `tokens-api`). The token is drawn here and answered once: only its hash reaches the decider and the log.
   * The wait makes the token usable by the very next request.
   */
  async execute({ input, meta }: CreateApiTokenCommand) {
    if (!(await this.entitlements.of(meta.userId)).recursos.includes('tokens-api')) throw apiTokenErrors.planRequired();
    const token = apiTokenFrom(this.clock.random(API_TOKEN_BYTES));
    const tokenId = randomUUID();
    const command = { type: 'CreateApiToken' as const, tokenId, ownerId: meta.userId, nome: input.nome, escopos: input.escopos, hash: hashApiToken(token) };
    const result = await this.executor.execute(apiTokensStream(meta.userId), apiTokenDecider, command, meta);
    await this.projections.waitFor(result.position);
    const { nome, escopos } = (result.events[0] as ApiTokenCreated).data;
    return { id: tokenId, nome, escopos, criadoEm: result.at, token };
  }
}

@CommandHandler(RevokeApiTokenCommand)
export class RevokeApiTokenHandler implements ICommandHandler<RevokeApiTokenCommand> {
  constructor(
    private readonly executor: StreamExecutor,
    private readonly projections: ProjectionsService,
    private readonly usage: ApiTokenUsage,
  ) {}

  /** Refused from the next request on: the handler waits until the lookup no longer finds it. */
  async execute({ tokenId, meta }: RevokeApiTokenCommand): Promise<void> {
    const result = await this.executor.execute(apiTokensStream(meta.userId), apiTokenDecider, { type: 'RevokeApiToken', tokenId }, meta);
    await this.projections.waitFor(result.position);
    this.usage.forget(tokenId);
  }
}

@CommandHandler(RecordApiTokenUseCommand)
export class RecordApiTokenUseHandler implements ICommandHandler<RecordApiTokenUseCommand> {
  constructor(private readonly executor: StreamExecutor) {}

  async execute({ ownerId, usos }: RecordApiTokenUseCommand): Promise<void> {
    await this.executor.execute(apiTokensStream(ownerId), apiTokenDecider, { type: 'RecordApiTokenUse', usos }, { userId: null, correlationId: 'api-token-usage' });
  }
}

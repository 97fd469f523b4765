import { Inject } from '@nestjs/common';
import { CommandHandler, ICommandHandler } from '@nestjs/cqrs';
import { randomUUID } from 'node:crypto';
import { APP_CONFIG, AppConfig } from '../../../../config/app-config';
import { StreamExecutor } from '../../../../platform/ddd/stream-executor';
import { sessionDecider, sessionStream } from '../../domain/session.decider';
import { accountErrors } from '../../domain/user.errors';
import type { IssuedSession } from '../sign-in/sign-in.command';
import { SignedTokens } from '../services/signed-tokens';
import { UserDirectory } from '../services/user-directory';
import { RefreshSessionCommand } from './refresh-session.command';

/**
 * Rotates the refresh token; a reused one revokes its whole family (recorded, then 401),
 * unless it was rotated away within the grace: then the pair of that rotation is issued again.
 */
@CommandHandler(RefreshSessionCommand)
export class RefreshSessionHandler implements ICommandHandler<RefreshSessionCommand> {
  constructor(
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly executor: StreamExecutor,
    private readonly tokens: SignedTokens,
    private readonly directory: UserDirectory,
  ) {}

  async execute({ refreshToken, correlationId }: RefreshSessionCommand): Promise<IssuedSession> {
    const ids = this.tokens.open('refresh', refreshToken);
    if (!ids) throw accountErrors.sessionInvalid();
    const [familyId, presentedTokenId] = ids;
    const { state: session } = await this.executor.load(sessionStream(familyId), sessionDecider);
    const user = session.userId ? await this.directory.byId(session.userId) : null;
    if (!user || user.disabled) throw accountErrors.sessionInvalid();
    const newTokenId = randomUUID();
    const result = await this.executor.execute(
      sessionStream(familyId),
      sessionDecider,
      {
        type: 'RefreshSession',
        presentedTokenId,
        newTokenId,
        ttlDays: this.config.refreshTokenTtlDays,
        validFrom: user.sessionsValidFrom,
        graceSeconds: this.config.refreshReuseGraceSeconds,
      },
      { userId: user.userId, correlationId },
    );
    if (result.state.revoked || !result.state.currentTokenId) throw accountErrors.sessionInvalid();
    // The current token after the decision: the new one, or within the grace the one the winning refresh issued.
    return {
      userId: user.userId!,
      accessToken: this.tokens.accessToken(user.userId!),
      refreshToken: this.tokens.sign('refresh', familyId, result.state.currentTokenId),
    };
  }
}

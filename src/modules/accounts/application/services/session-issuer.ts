import { Inject, Injectable } from '@nestjs/common';
import { randomUUID } from 'node:crypto';
import { APP_CONFIG, AppConfig } from '../../../../config/app-config';
import { StreamExecutor } from '../../../../platform/ddd/stream-executor';
import { sessionDecider, sessionStream } from '../../domain/session.decider';
import { SignedTokens } from './signed-tokens';
import type { IssuedSession } from '../sign-in/sign-in.command';

/** Starts a refresh-token family for a user who just proved who they are. */
@Injectable()
export class SessionIssuer {
  constructor(
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly executor: StreamExecutor,
    private readonly tokens: SignedTokens,
  ) {}

  async start(userId: string, correlationId: string): Promise<IssuedSession> {
    const familyId = randomUUID();
    const tokenId = randomUUID();
    await this.executor.execute(
      sessionStream(familyId),
      sessionDecider,
      { type: 'StartSession', familyId, userId, tokenId, ttlDays: this.config.refreshTokenTtlDays },
      { userId, correlationId },
    );
    return { userId, accessToken: this.tokens.accessToken(userId), refreshToken: this.tokens.sign('refresh', familyId, tokenId) };
  }
}

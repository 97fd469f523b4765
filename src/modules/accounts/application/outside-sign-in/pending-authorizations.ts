import { Injectable } from '@nestjs/common';
import { createHash } from 'node:crypto';
import { CommandMetadata, StreamExecutor } from '../../../../platform/ddd/stream-executor';
import { oidcAuthorizationDecider, OidcAuthorizationStarted, oidcAuthorizationStream } from '../../domain/oidc-authorization.decider';

/** How long a person has at the provider before the sign-in must start again. */
export const AUTHORIZATION_TTL_MINUTES = 10;

const streamOf = (state: string) => oidcAuthorizationStream(createHash('sha256').update(state).digest('hex'));

/**
 * The sign-ins waiting for their callback, kept in the event store (oidc-authorization.decider):
 * any API process finishes what another started, and each is finished at most once.
 */
@Injectable()
export class PendingAuthorizations {
  constructor(private readonly executor: StreamExecutor) {}

  async start(state: string, pending: { provider: string; next: string; linkUserId: string | null }, meta: CommandMetadata): Promise<void> {
    await this.executor.execute(streamOf(state), oidcAuthorizationDecider, { type: 'StartAuthorization', ...pending, ttlMinutes: AUTHORIZATION_TTL_MINUTES }, meta);
  }

  /** Spends the authorization: a wrong, expired or already used state is 400 INVALID_OAUTH_STATE. */
  async consume(state: string, provider: string, meta: CommandMetadata): Promise<OidcAuthorizationStarted['data']> {
    // Of two concurrent callbacks one append wins; the other is decided again on the fresh state: a replay, refused.
    const result = await this.executor.execute(streamOf(state), oidcAuthorizationDecider, { type: 'ConsumeAuthorization', provider }, meta, { attempts: 2 });
    return result.state.started!;
  }
}

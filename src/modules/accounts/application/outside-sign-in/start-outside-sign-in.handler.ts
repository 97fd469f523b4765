import { CommandHandler, ICommandHandler } from '@nestjs/cqrs';
import { AttemptLimiter } from '../services/attempt-limiter';
import { OidcClients } from './oidc-clients';
import { StartOutsideSignInCommand, StartedOutsideSignIn } from './outside-sign-in.commands';
import { PendingAuthorizations } from './pending-authorizations';

@CommandHandler(StartOutsideSignInCommand)
export class StartOutsideSignInHandler implements ICommandHandler<StartOutsideSignInCommand> {
  constructor(
    private readonly clients: OidcClients,
    private readonly pending: PendingAuthorizations,
    private readonly limiter: AttemptLimiter,
  ) {}

  /**
   * Each start records a pending authorization, so starts are counted per IP (429 past
   * OIDC_STARTS_PER_IP_PER_MINUTE). The URL is built before anything is recorded: a provider
   * that cannot be reached leaves nothing behind.
   */
  async execute({ provider, next, linkUserId, ip, meta }: StartOutsideSignInCommand): Promise<StartedOutsideSignIn> {
    this.clients.ensureConfigured(provider);
    await this.limiter.consume('oidc-start-ip', ip);
    const checks = this.clients.newChecks();
    const url = await this.clients.authorizationUrl(provider, checks);
    await this.pending.start(checks.state, { provider, next, linkUserId }, meta);
    return { url, checks };
  }
}

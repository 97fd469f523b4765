import { Inject } from '@nestjs/common';
import { CommandHandler, ICommandHandler } from '@nestjs/cqrs';
import { timingSafeEqual } from 'node:crypto';
import { APP_CONFIG, AppConfig } from '../../../../config/app-config';
import { DomainError } from '../../../../platform/ddd/domain-error';
import { outsideSignInErrors } from '../../domain/outside-sign-in.errors';
import { SessionIssuer } from '../services/session-issuer';
import { KnownDevices } from '../sign-in/known-devices';
import { OidcClients } from './oidc-clients';
import { OutsideAccounts } from './outside-accounts';
import { FinishOutsideSignInCommand, OutsideSignInOutcome } from './outside-sign-in.commands';
import { PendingAuthorizations } from './pending-authorizations';

/**
 * The callback. The `state` must be the one this browser was given at the start (its cookie:
 * a callback URL sent to someone else signs nobody in) and one still pending (spent here, so a
 * replay finds nothing); then openid-client trades the code and checks the ID token. Every
 * refusal becomes an outcome with its code: the browser is redirected, never shown JSON.
 */
@CommandHandler(FinishOutsideSignInCommand)
export class FinishOutsideSignInHandler implements ICommandHandler<FinishOutsideSignInCommand> {
  private readonly devices: KnownDevices;

  constructor(
    @Inject(APP_CONFIG) config: AppConfig,
    private readonly clients: OidcClients,
    private readonly pending: PendingAuthorizations,
    private readonly accounts: OutsideAccounts,
    private readonly sessions: SessionIssuer,
  ) {
    this.devices = new KnownDevices(config.jwtSecret);
  }

  async execute({ provider, query, checks, ip, meta }: FinishOutsideSignInCommand): Promise<OutsideSignInOutcome> {
    let linking = false;
    try {
      this.clients.ensureConfigured(provider);
      const state = new URLSearchParams(query).get('state');
      if (!state || !checks || !sameText(state, checks.state)) throw outsideSignInErrors.invalidState();
      const started = await this.pending.consume(state, provider, meta);
      linking = started.linkUserId !== null;
      const profile = await this.clients.profileFrom(provider, query, checks);
      if (started.linkUserId) {
        await this.accounts.link(started.linkUserId, profile, { ...meta, userId: started.linkUserId });
        return { kind: 'linked', next: started.next };
      }
      const userId = await this.accounts.accountFor(profile, ip, meta);
      const session = await this.sessions.start(userId, meta.correlationId);
      // The browser proved the account as a password sign-in does: it becomes a known device too.
      return { kind: 'signed-in', next: started.next, session: { ...session, deviceToken: this.devices.issue(userId) } };
    } catch (err) {
      if (!(err instanceof DomainError)) throw err;
      return { kind: 'refused', code: err.code, linking };
    }
  }
}

function sameText(a: string, b: string): boolean {
  const x = Buffer.from(a);
  const y = Buffer.from(b);
  return x.length === y.length && timingSafeEqual(x, y);
}

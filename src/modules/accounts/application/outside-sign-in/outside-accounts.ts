import { Injectable } from '@nestjs/common';
import { randomUUID } from 'node:crypto';
import { Clock } from '../../../../platform/ddd/clock';
import { DomainError } from '../../../../platform/ddd/domain-error';
import { CommandMetadata, StreamExecutor } from '../../../../platform/ddd/stream-executor';
import { ProjectionsService } from '../../../../platform/projections/projections.service';
import { refusedEmailDomain, signUpRefusalDecider } from '../../domain/email-policy';
import { outsideSignInErrors } from '../../domain/outside-sign-in.errors';
import { usernameBase, usernameCandidate } from '../../domain/suggested-username';
import { userDecider } from '../../domain/user.decider';
import { accountErrors } from '../../domain/user.errors';
import { signUpRefusalStream, userStream } from '../../domain/user.events';
import { AttemptLimiter } from '../services/attempt-limiter';
import { UniqueClaims } from '../services/unique-claims';
import { UserDirectory } from '../services/user-directory';
import type { OutsideProfile } from './oidc-clients';

/** Tries at a free suggested username before giving up (the later ones end in random digits). */
const USERNAME_TRIES = 6;

/**
 * Which account an outside identity opens (docs/outside-accounts.md, "Contas"): the one it is
 * linked to; else the account with the same e-mail, linked now, but only when the provider
 * verified the e-mail and our account confirmed it too (otherwise whoever registered the
 * address first, without owning it, would receive the owner's identity); else a new account.
 */
@Injectable()
export class OutsideAccounts {
  constructor(
    private readonly executor: StreamExecutor,
    private readonly directory: UserDirectory,
    private readonly claims: UniqueClaims,
    private readonly limiter: AttemptLimiter,
    private readonly projections: ProjectionsService,
    private readonly clock: Clock,
  ) {}

  /** The id of the account to sign in to; a disabled one is refused like a password sign-in. */
  async accountFor(profile: OutsideProfile, ip: string, meta: CommandMetadata): Promise<string> {
    const linked = await this.directory.byIdentity(profile);
    if (linked) {
      if (linked.disabled) throw accountErrors.userDisabled();
      return linked.userId!;
    }
    if (!profile.email) throw outsideSignInErrors.emailMissing();
    const sameEmail = await this.directory.byEmail(profile.email);
    if (!sameEmail) return this.signUp(profile, profile.email, ip, meta);
    if (!profile.emailVerified) throw outsideSignInErrors.emailNotVerified();
    if (sameEmail.disabled) throw accountErrors.userDisabled();
    if (!sameEmail.emailVerified) throw outsideSignInErrors.accountEmailUnconfirmed();
    await this.link(sameEmail.userId!, profile, meta);
    return sameEmail.userId!;
  }

  /** Links the identity to the account (signed in, or matched by verified e-mail); linking it again changes nothing. */
  async link(userId: string, profile: OutsideProfile, meta: CommandMetadata): Promise<void> {
    const user = await this.directory.byId(userId);
    if (!user) throw accountErrors.userNotFound();
    if (user.disabled) throw accountErrors.userDisabled();
    const identity = { provider: profile.provider, subject: profile.subject };
    if (user.identities.some((i) => i.provider === identity.provider && i.subject === identity.subject)) return;
    const withUser = { ...meta, userId };
    await this.claims.claimIdentity(identity, userId, withUser);
    try {
      const result = await this.executor.execute(userStream(userId), userDecider, { type: 'LinkIdentity', identity: { ...identity, email: profile.email } }, withUser);
      await this.projections.waitFor(result.position);
    } catch (err) {
      await this.claims.releaseIdentity(identity, userId, withUser);
      throw err;
    }
  }

  /**
   * Counted and screened as a sign-up with a password is. The e-mail, a suggested username and
   * the identity are claimed first, then the account is written; a failed step gives back the
   * claims made before it.
   */
  private async signUp(profile: OutsideProfile, email: string, ip: string, meta: CommandMetadata): Promise<string> {
    await this.limiter.consume('register-ip', ip);
    const dominio = refusedEmailDomain(email);
    if (dominio) {
      await this.executor.execute(signUpRefusalStream(dominio), signUpRefusalDecider, { type: 'RecordSignUpRefusal', dominio }, meta);
      throw accountErrors.disposableEmail();
    }
    const userId = randomUUID();
    const withUser = { ...meta, userId };
    const identity = { provider: profile.provider, subject: profile.subject };
    const giveBack: Array<() => Promise<unknown>> = [];
    try {
      await this.claims.claimEmail(email, userId, withUser);
      giveBack.push(() => this.claims.releaseEmail(email, userId, withUser));
      const username = await this.claimUsername(profile, userId, withUser);
      giveBack.push(() => this.claims.releaseUsername(username, userId, withUser));
      await this.claims.claimIdentity(identity, userId, withUser);
      giveBack.push(() => this.claims.releaseIdentity(identity, userId, withUser));
      const result = await this.executor.execute(
        userStream(userId),
        userDecider,
        {
          type: 'RegisterWithIdentity',
          userId,
          email,
          username,
          nome: profile.nome || username,
          sobrenome: profile.sobrenome,
          verificacaoId: randomUUID(),
          identity: { ...identity, email },
          emailVerified: profile.emailVerified,
        },
        withUser,
      );
      await this.projections.waitFor(result.position);
      return userId;
    } catch (err) {
      for (const release of giveBack.reverse()) await release();
      throw err;
    }
  }

  private async claimUsername(profile: OutsideProfile, userId: string, meta: CommandMetadata): Promise<string> {
    const base = usernameBase(profile);
    for (let attempt = 0; ; attempt++) {
      const candidate = usernameCandidate(base, attempt, this.clock.random(4));
      try {
        await this.claims.claimUsername(candidate, userId, meta);
        return candidate;
      } catch (err) {
        if (!(err instanceof DomainError) || err.code !== 'USERNAME_TAKEN' || attempt + 1 >= USERNAME_TRIES) throw err;
      }
    }
  }
}

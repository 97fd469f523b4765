import { Injectable } from '@nestjs/common';
import { StreamExecutor } from '../../../../platform/ddd/stream-executor';
import { userDecider } from '../../domain/user.decider';
import { userStream } from '../../domain/user.events';
import { AccountReader } from './account-reader';

/** Who a user id is: enough to authorise a request or to sign an entry with the username. */
export interface AccountIdentity {
  id: string;
  username: string;
  isAdmin: boolean;
  isPro: boolean;
  disabled: boolean;
  /** As the answer's source says; a `false` from the read model may lag (see hasConfirmedEmail). */
  emailVerified: boolean;
}

/**
 * An account by id even before the `users` read model has it. The read model answers first
 * (one find by _id: the hot path of every authenticated request); only when it does not know
 * the id is the user's own stream folded (strongly consistent, as UserDirectory does). So a
 * token issued at registration works at once, and the first entry carries the username,
 * however far the projections lag (split roles, a busy or stopped worker: issue 10).
 * A read model that lags on a roles change or a disable still answers as it stands, as before.
 */
@Injectable()
export class AccountIdentities {
  constructor(
    private readonly accounts: AccountReader,
    private readonly executor: StreamExecutor,
  ) {}

  async byId(userId: string): Promise<AccountIdentity | null> {
    const account = await this.accounts.byId(userId);
    if (account) {
      return { id: account.id, username: account.username, isAdmin: account.isAdmin, isPro: account.isPro, disabled: account.disabled, emailVerified: account.emailVerified };
    }
    const { state } = await this.executor.load(userStream(userId), userDecider);
    if (!state.exists) return null;
    return { id: userId, username: state.username ?? '', isAdmin: state.roles.isAdmin, isPro: state.roles.isPro, disabled: state.disabled, emailVerified: state.emailVerified };
  }

  /**
   * The e-mail is confirmed. The read model answers a yes; a no is checked on the user's own
   * stream, so someone who opened the confirmation link a moment ago is not refused while
   * the projection catches up. Only unconfirmed accounts pay for the stream read.
   */
  async hasConfirmedEmail(userId: string): Promise<boolean> {
    if ((await this.accounts.byId(userId))?.emailVerified) return true;
    const { state } = await this.executor.load(userStream(userId), userDecider);
    return state.emailVerified;
  }
}

import { Injectable } from '@nestjs/common';
import type { AuthAccount, AuthAccounts } from '../../../../platform/auth/auth-accounts.port';
import { AccountIdentities } from './account-identities';

/**
 * The platform's AUTH_ACCOUNTS port (platform/auth): the users read model, or the user's
 * stream while the read model has not seen the registration (AccountIdentities), so a fresh
 * token never gets 401 for projection lag.
 */
@Injectable()
export class AccountAccess implements AuthAccounts {
  constructor(private readonly identities: AccountIdentities) {}

  async accessOf(userId: string): Promise<AuthAccount | null> {
    const account = await this.identities.byId(userId);
    return account && { isAdmin: account.isAdmin, isPro: account.isPro, disabled: account.disabled };
  }
}

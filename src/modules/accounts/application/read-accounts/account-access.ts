import { Injectable } from '@nestjs/common';
import type { AuthAccount, AuthAccounts } from '../../../../platform/auth/auth-accounts.port';
import { AccountReader } from './account-reader';

/** The platform's AUTH_ACCOUNTS port (platform/auth), answered from the users read model. */
@Injectable()
export class AccountAccess implements AuthAccounts {
  constructor(private readonly accounts: AccountReader) {}

  async accessOf(userId: string): Promise<AuthAccount | null> {
    const account = await this.accounts.byId(userId);
    return account && { isAdmin: account.isAdmin, isPro: account.isPro, disabled: account.disabled };
  }
}

/**
 * What authentication must know of an account on every request: its roles, and whether it was
 * disabled (a disabled account's token stops working at once, not when it expires). The
 * platform names no module, so the accounts module implements this port and provides it
 * under AUTH_ACCOUNTS.
 */
export interface AuthAccount {
  isAdmin: boolean;
  isPro: boolean;
  disabled: boolean;
}

export interface AuthAccounts {
  /**
   * null when no account has this id. Called on every bearer request, so it must be cheap; and
   * it must know an account as soon as its registration is stored, not when a read model has
   * caught up (a token is issued at registration).
   */
  accessOf(userId: string): Promise<AuthAccount | null>;
}

export const AUTH_ACCOUNTS = Symbol('AUTH_ACCOUNTS');

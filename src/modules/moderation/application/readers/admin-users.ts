import { Injectable } from '@nestjs/common';
import type { AdminUser } from '@sorteios/api-contract';
import { DomainError } from '../../../../platform/ddd/domain-error';
import type { Page, PageRequest } from '../../../../platform/read-store/paginate';
import { Account, AccountReader } from '../../../accounts/accounts.public';

/** An account as the admin area shows it, `nome` the full name (never the password hash: it is not in the read model). */
const present = (a: Account): AdminUser => ({
  id: a.id,
  email: a.email,
  username: a.username,
  nome: a.nome,
  isPro: a.isPro,
  isAdmin: a.isAdmin,
  verified: a.verified,
  disabled: a.disabled,
  emailVerified: a.emailVerified,
  createdAt: a.createdAt,
});

/** Every account, newest first; `q` matches username, e-mail or name without case. */
@Injectable()
export class AdminUsers {
  constructor(private readonly accounts: AccountReader) {}

  async list(query: { q?: string } & PageRequest): Promise<Page<AdminUser>> {
    const page = await this.accounts.search(query);
    return { items: page.items.map(present), nextCursor: page.nextCursor };
  }

  async get(userId: string): Promise<AdminUser> {
    const account = await this.accounts.byId(userId);
    if (!account) throw new DomainError('USER_NOT_FOUND', 'Usuário não encontrado.');
    return present(account);
  }
}

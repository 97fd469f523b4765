import { Inject, Injectable } from '@nestjs/common';
import { Page, PageRequest, paginate } from '../../../../platform/read-store/paginate';
import { READ_STORE, ReadStore } from '../../../../platform/read-store/read-store.port';
import { USERS, UserView } from '../../projections/users.projection';

/**
 * An account as other modules may read it: the users read model's fields named here (no
 * password data, no storage keys, not the saved list), and the name as people see it.
 */
export type Account = Pick<
  UserView,
  'id' | 'username' | 'sobrenome' | 'bio' | 'email' | 'photoURL' | 'verified' | 'isPro' | 'isAdmin' | 'disabled' | 'emailVerified' | 'createdAt'
> & {
  /** The full name when there is one, else the first name. */
  nome: string;
  /** The first name alone, as e-mails greet people ("Olá, Ana!"). */
  primeiroNome: string;
};

/** How a creator or author is shown beside their content. */
export interface PublicPerson {
  username: string;
  nome: string;
  photoURL: string | null;
}

export const accountOf = (u: UserView): Account => ({
  id: u._id,
  username: u.username,
  nome: u.nome_completo || u.nome,
  primeiroNome: u.nome,
  sobrenome: u.sobrenome ?? '',
  bio: u.bio ?? '',
  email: u.email,
  photoURL: u.photoURL ?? null,
  verified: u.verified === true,
  isPro: u.isPro === true,
  isAdmin: u.isAdmin === true,
  disabled: u.disabled === true,
  emailVerified: u.emailVerified === true,
  createdAt: u.createdAt,
});

const escapeRegex = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

export const publicPersonOf = (a: Account): PublicPerson => ({ username: a.username, nome: a.nome, photoURL: a.photoURL });

/** Read-only access to accounts' `users` read model, for every module that names people. */
@Injectable()
export class AccountReader {
  constructor(@Inject(READ_STORE) private readonly store: ReadStore) {}

  private get users() {
    return this.store.collection<UserView>(USERS);
  }

  async byId(userId: string): Promise<Account | null> {
    const user = await this.users.findOne({ _id: userId });
    return user ? accountOf(user) : null;
  }

  /** The accounts of these ids that exist, by id. */
  async byIds(userIds: Array<string | null | undefined>): Promise<Map<string, Account>> {
    const wanted = [...new Set(userIds.filter((id): id is string => !!id))];
    if (wanted.length === 0) return new Map();
    const users = await this.users.find({ _id: { $in: wanted } });
    return new Map(users.map((u) => [u._id, accountOf(u)]));
  }

  /** Usernames are unique without case. */
  async byUsername(username: string): Promise<Account | null> {
    const user = await this.users.findOne({ username_lower: username.toLowerCase() });
    return user ? accountOf(user) : null;
  }

  /**
   * Every account, newest first, for the admin area; `q` matches username, e-mail or full name
   * without case (a leading @ is a username's).
   */
  async search(query: { q?: string } & PageRequest): Promise<Page<Account>> {
    const q = query.q?.trim();
    const pattern = q ? { $regex: escapeRegex(q.replace(/^@/, '')), $options: 'i' } : null;
    const filter = pattern ? { $or: [{ username: pattern }, { email: pattern }, { nome_completo: pattern }] } : {};
    const page = await paginate(this.users, filter, { field: 'createdAt', direction: -1 }, query);
    return { items: page.items.map(accountOf), nextCursor: page.nextCursor };
  }

  async countCreatedSince(isoInstant: string): Promise<number> {
    return this.users.count({ createdAt: { $gte: isoInstant } });
  }
}

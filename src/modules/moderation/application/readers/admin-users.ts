import { Inject, Injectable } from '@nestjs/common';
import { PageRequest, paginate } from '../../../../platform/read-store/paginate';
import { READ_STORE, ReadStore } from '../../../../platform/read-store/read-store.port';
import { DomainError } from '../../../../platform/ddd/domain-error';

/** The fields of accounts' users read model the admin area shows (never the password hash: it is not there). */
type UserDoc = {
  _id: string;
  email: string;
  username: string;
  nome: string;
  nome_completo: string;
  isPro: boolean;
  isAdmin: boolean;
  verified: boolean;
  disabled: boolean;
  emailVerified: boolean;
  createdAt: string;
};

export type AdminUser = Omit<UserDoc, '_id' | 'nome_completo'> & { id: string; nome: string };

const escapeRegex = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
const present = (u: UserDoc): AdminUser => ({
  id: u._id,
  email: u.email,
  username: u.username,
  nome: u.nome_completo || u.nome,
  isPro: u.isPro === true,
  isAdmin: u.isAdmin === true,
  verified: u.verified === true,
  disabled: u.disabled === true,
  emailVerified: u.emailVerified === true,
  createdAt: u.createdAt,
});

/** Every account, newest first; `q` matches username, e-mail or name without case. */
@Injectable()
export class AdminUsers {
  constructor(@Inject(READ_STORE) private readonly store: ReadStore) {}

  async list(query: { q?: string } & PageRequest) {
    const q = query.q?.trim();
    const pattern = q ? { $regex: escapeRegex(q.replace(/^@/, '')), $options: 'i' } : null;
    const filter = pattern ? { $or: [{ username: pattern }, { email: pattern }, { nome_completo: pattern }] } : {};
    const page = await paginate(this.store.collection<UserDoc>('users'), filter, { field: 'createdAt', direction: -1 }, query);
    return { items: page.items.map(present), nextCursor: page.nextCursor };
  }

  async get(userId: string): Promise<AdminUser> {
    const user = await this.store.collection<UserDoc>('users').findOne({ _id: userId });
    if (!user) throw new DomainError('USER_NOT_FOUND', 'Usuário não encontrado.');
    return present(user);
  }
}

import { Injectable } from '@nestjs/common';
import type { PublicProfile } from '@sorteios/api-contract';
import type { Page, PageRequest } from '../../../../platform/read-store/paginate';
import { Account, AccountReader } from '../../../accounts/accounts.public';
import { socialErrors } from '../../domain/social.errors';
import { USERNAME_PATTERN, usernameAvailability, UsernameAvailability } from '../../domain/username-rules';
import { FollowCounts, FollowReader } from '../read-follows/follow-reader';

/** Public profiles, follow lists and username availability: accounts' people, social's follow graph. */
@Injectable()
export class ProfileReader {
  constructor(
    private readonly accounts: AccountReader,
    private readonly follows: FollowReader,
  ) {}

  /** The account holding `username` (any case), disabled ones included; null when nobody does. */
  async findByUsername(username: string): Promise<Account | null> {
    if (!USERNAME_PATTERN.test(username)) return null;
    return this.accounts.byUsername(username);
  }

  /** A visible user: unknown and disabled accounts are both "Usuário não encontrado". */
  async visibleByUsername(username: string): Promise<Account> {
    const user = await this.findByUsername(username);
    if (!user || user.disabled) throw socialErrors.userNotFound();
    return user;
  }

  async profile(username: string, viewerId: string | null): Promise<PublicProfile> {
    const user = await this.visibleByUsername(username);
    const [counts, seguindo] = await Promise.all([this.follows.counts(user.id), this.follows.isFollowing(viewerId, user.id)]);
    return toProfile(user, counts, seguindo);
  }

  /** Who follows `username`, newest follow first. */
  followers(username: string, viewerId: string | null, page: PageRequest): Promise<Page<PublicProfile>> {
    return this.list(username, viewerId, page, 'followers');
  }

  /** Whom `username` follows, newest follow first. */
  following(username: string, viewerId: string | null, page: PageRequest): Promise<Page<PublicProfile>> {
    return this.list(username, viewerId, page, 'following');
  }

  async availability(username: string, callerId: string | null): Promise<UsernameAvailability> {
    const holder = await this.findByUsername(username);
    return usernameAvailability(username, holder?.id ?? null, callerId);
  }

  private async list(username: string, viewerId: string | null, request: PageRequest, direction: 'followers' | 'following'): Promise<Page<PublicProfile>> {
    const user = await this.visibleByUsername(username);
    const page = await this.follows.page(user.id, direction, request);
    const ids = page.items;
    const [accounts, counts, following] = await Promise.all([this.accounts.byIds(ids), this.follows.countsOf(ids), this.follows.followedAmong(viewerId, ids)]);
    // A disabled account leaves the list (the page may come out shorter; the cursor still holds).
    const items = ids.flatMap((id) => {
      const account = accounts.get(id);
      return account && !account.disabled ? [toProfile(account, counts.get(id)!, following.has(id))] : [];
    });
    return { items, nextCursor: page.nextCursor };
  }
}

/** What anyone may see of a user (never the e-mail); `nome` is the first name, beside `sobrenome`. */
function toProfile(account: Account, counts: FollowCounts, seguindo: boolean): PublicProfile {
  return {
    id: account.id,
    username: account.username,
    nome: account.primeiroNome,
    sobrenome: account.sobrenome,
    bio: account.bio,
    photoURL: account.photoURL,
    verified: account.verified,
    isPro: account.isPro,
    seguidoresCount: counts.seguidores,
    seguindoCount: counts.seguindo,
    seguindo,
  };
}

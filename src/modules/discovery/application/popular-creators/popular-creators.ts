import { Inject, Injectable } from '@nestjs/common';
import type { PopularCreator } from '@sorteios/api-contract';
import { READ_STORE, ReadStore } from '../../../../platform/read-store/read-store.port';
import { AccountReader } from '../../../accounts/accounts.public';
import { FollowReader } from '../../../social/social.public';
import { CreatorPopularity, POPULAR_CREATORS } from '../../projections/popularity.projection';

/**
 * Creators with public giveaways, most followed first and then most entrants. For a signed-in
 * viewer, themselves and the people they already follow are left out: the list is a
 * suggestion of whom to follow.
 */
@Injectable()
export class PopularCreators {
  constructor(
    @Inject(READ_STORE) private readonly store: ReadStore,
    private readonly accounts: AccountReader,
    private readonly follows: FollowReader,
  ) {}

  async list(limit: number, viewerId?: string): Promise<{ items: PopularCreator[] }> {
    const excluded = viewerId ? [viewerId, ...(await this.follows.followingIds(viewerId))] : [];
    const filter: Record<string, unknown> = { sorteiosPublicos: { $gt: 0 } };
    if (excluded.length > 0) filter._id = { $nin: excluded };
    // A few more than asked for: disabled accounts are dropped below.
    const ranked = await this.store
      .collection<CreatorPopularity>(POPULAR_CREATORS)
      .find(filter, { sort: { seguidores: -1, inscritos: -1, _id: 1 }, limit: limit + 10 });
    const accounts = await this.accounts.byIds(ranked.map((r) => r._id));
    const items = ranked.flatMap((r) => {
      const account = accounts.get(r._id);
      if (!account || account.disabled) return [];
      return [
        {
          id: r._id,
          username: account.username,
          nome: account.nome,
          photoURL: account.photoURL,
          verified: account.verified,
          seguidoresCount: r.seguidores,
          inscritosCount: r.inscritos,
          sorteiosCount: r.sorteiosPublicos,
        },
      ];
    });
    return { items: items.slice(0, limit) };
  }
}

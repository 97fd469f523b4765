import { Inject, Injectable } from '@nestjs/common';
import { READ_STORE, ReadStore } from '../../../../platform/read-store/read-store.port';
import { CreatorPopularity, POPULAR_CREATORS } from '../../projections/popularity.projection';
import { followedBy } from '../follows';

const USERS = 'users';

export interface PopularCreator {
  id: string;
  username: string;
  nome: string;
  photoURL: string | null;
  verified: boolean;
  seguidoresCount: number;
  inscritosCount: number;
  sorteiosCount: number;
}

type UserRow = { _id: string; username: string; nome: string; nome_completo?: string; photoURL?: string | null; verified?: boolean; disabled?: boolean };

/**
 * Creators with public giveaways, most followed first and then most entrants. For a signed-in
 * viewer, themselves and the people they already follow are left out: the list is a
 * suggestion of whom to follow.
 */
@Injectable()
export class PopularCreators {
  constructor(@Inject(READ_STORE) private readonly store: ReadStore) {}

  async list(limit: number, viewerId?: string): Promise<{ items: PopularCreator[] }> {
    const excluded = viewerId ? [viewerId, ...(await followedBy(this.store, viewerId))] : [];
    const filter: Record<string, unknown> = { sorteiosPublicos: { $gt: 0 } };
    if (excluded.length > 0) filter._id = { $nin: excluded };
    // A few more than asked for: disabled accounts are dropped below.
    const ranked = await this.store
      .collection<CreatorPopularity>(POPULAR_CREATORS)
      .find(filter, { sort: { seguidores: -1, inscritos: -1, _id: 1 }, limit: limit + 10 });
    const users = await this.store.collection<UserRow>(USERS).find({ _id: { $in: ranked.map((r) => r._id) } });
    const byId = new Map(users.map((u) => [u._id, u]));
    const items = ranked.flatMap((r) => {
      const u = byId.get(r._id);
      if (!u || u.disabled) return [];
      return [
        {
          id: r._id,
          username: u.username,
          nome: u.nome_completo || u.nome,
          photoURL: u.photoURL ?? null,
          verified: u.verified === true,
          seguidoresCount: r.seguidores,
          inscritosCount: r.inscritos,
          sorteiosCount: r.sorteiosPublicos,
        },
      ];
    });
    return { items: items.slice(0, limit) };
  }
}

import type { ReadStore } from '../../../platform/read-store/read-store.port';
import { FOLLOWS, FollowView } from '../projections/popularity.projection';

/** The ids of the people `userId` follows. */
export async function followedBy(store: ReadStore, userId: string): Promise<string[]> {
  const rows = await store.collection<FollowView>(FOLLOWS).find({ seguidorId: userId }, { projection: { seguidoId: 1 } });
  return rows.map((r) => r.seguidoId);
}

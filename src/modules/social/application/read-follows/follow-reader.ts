import { Inject, Injectable } from '@nestjs/common';
import { Page, PageRequest, paginate } from '../../../../platform/read-store/paginate';
import { READ_STORE, ReadStore } from '../../../../platform/read-store/read-store.port';
import { FOLLOW_COUNTS, FOLLOW_GRAPH, FollowCountsView, FollowEdgeView, followEdgeId } from '../../projections/follow-graph.projection';

/** How many people follow a user (seguidores) and how many they follow (seguindo). */
export interface FollowCounts {
  seguidores: number;
  seguindo: number;
}

const NONE: FollowCounts = { seguidores: 0, seguindo: 0 };

/**
 * Read-only access to social's follow graph, the one copy of who follows whom: the signed-in
 * user's lists, the feed's and the suggestions' "people I follow", the profiles' counts.
 */
@Injectable()
export class FollowReader {
  constructor(@Inject(READ_STORE) private readonly store: ReadStore) {}

  private get edges() {
    return this.store.collection<FollowEdgeView>(FOLLOW_GRAPH);
  }

  /** The ids of the people `userId` follows, oldest follow first. */
  async followingIds(userId: string): Promise<string[]> {
    const rows = await this.edges.find({ seguidorId: userId }, { sort: { seq: 1 }, projection: { seguidoId: 1, seq: 1 } });
    return rows.map((r) => r.seguidoId);
  }

  /** The ids of the people who follow `userId`, oldest follow first. */
  async followerIds(userId: string): Promise<string[]> {
    const rows = await this.edges.find({ seguidoId: userId }, { sort: { seq: 1 }, projection: { seguidorId: 1, seq: 1 } });
    return rows.map((r) => r.seguidorId);
  }

  /** Who follows `userId` (`followers`) or whom they follow (`following`), newest follow first, as ids. */
  async page(userId: string, direction: 'followers' | 'following', request: PageRequest): Promise<Page<string>> {
    const [by, other] = direction === 'followers' ? (['seguidoId', 'seguidorId'] as const) : (['seguidorId', 'seguidoId'] as const);
    const page = await paginate(this.edges, { [by]: userId }, { field: 'seq', direction: -1 }, request);
    return { items: page.items.map((row) => row[other]), nextCursor: page.nextCursor };
  }

  async counts(userId: string): Promise<FollowCounts> {
    return (await this.countsOf([userId])).get(userId) ?? NONE;
  }

  /** The counts of each of these users (zero for whoever was never followed nor follows). */
  async countsOf(userIds: string[]): Promise<Map<string, FollowCounts>> {
    const wanted = [...new Set(userIds)];
    const rows = wanted.length ? await this.store.collection<FollowCountsView>(FOLLOW_COUNTS).find({ _id: { $in: wanted } }) : [];
    const found = new Map(rows.map((r) => [r._id, { seguidores: r.seguidores, seguindo: r.seguindo }]));
    return new Map(wanted.map((id) => [id, found.get(id) ?? NONE]));
  }

  /** Which of `userIds` the viewer follows (none when signed out). */
  async followedAmong(viewerId: string | null, userIds: string[]): Promise<Set<string>> {
    if (!viewerId || userIds.length === 0) return new Set();
    const rows = await this.edges.find({ _id: { $in: userIds.map((id) => followEdgeId(viewerId, id)) } }, { projection: { _id: 1, seguidoId: 1 } });
    return new Set(rows.map((row) => row.seguidoId));
  }

  async isFollowing(viewerId: string | null, userId: string): Promise<boolean> {
    return (await this.followedAmong(viewerId, [userId])).has(userId);
  }
}

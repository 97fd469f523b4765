import { Inject, Injectable } from '@nestjs/common';
import { Page, PageRequest, paginate } from '../../../../platform/read-store/paginate';
import { READ_STORE, ReadStore } from '../../../../platform/read-store/read-store.port';
import { socialErrors } from '../../domain/social.errors';
import { USERNAME_PATTERN, usernameAvailability, UsernameAvailability } from '../../domain/username-rules';
import { SEGUIDORES, SeguidorView, seguidorId, USERS, UserSocialFields } from '../../projections/follows.projection';

/** What anyone may see of a user. Never the e-mail. */
export interface PublicProfile {
  id: string;
  username: string;
  nome: string;
  sobrenome: string;
  bio: string;
  photoURL: string | null;
  verified: boolean;
  seguidoresCount: number;
  seguindoCount: number;
  /** Whether the signed-in caller follows this user (false when signed out). */
  seguindo: boolean;
}

/** The part of accounts' users document a profile is made of, read by collection name. */
type UserDoc = { _id: string; username: string; username_lower: string; nome: string; sobrenome?: string; bio?: string } & Partial<
  { photoURL: string | null; verified: boolean; disabled: boolean } & Pick<UserSocialFields, 'seguidoresCount' | 'seguindoCount'>
>;

// Only what a profile shows: the users document also holds the e-mail and every follower's id.
const PROFILE_FIELDS = {
  _id: 1,
  username: 1,
  username_lower: 1,
  nome: 1,
  sobrenome: 1,
  bio: 1,
  photoURL: 1,
  verified: 1,
  disabled: 1,
  seguidoresCount: 1,
  seguindoCount: 1,
} as const;

/** Public profiles, follow lists and username availability, all from the read store. */
@Injectable()
export class ProfileReader {
  constructor(@Inject(READ_STORE) private readonly store: ReadStore) {}

  /** The user holding `username` (any case), disabled accounts included; null when nobody does. */
  async findByUsername(username: string): Promise<UserDoc | null> {
    if (!USERNAME_PATTERN.test(username)) return null;
    const [user] = await this.users().find({ username_lower: username.toLowerCase() }, { limit: 1, projection: PROFILE_FIELDS });
    return user ?? null;
  }

  /** A visible user: unknown and disabled accounts are both "Usuário não encontrado". */
  async visibleByUsername(username: string): Promise<UserDoc> {
    const user = await this.findByUsername(username);
    if (!user || user.disabled) throw socialErrors.userNotFound();
    return user;
  }

  async profile(username: string, viewerId: string | null): Promise<PublicProfile> {
    const user = await this.visibleByUsername(username);
    const following = await this.followedBy(viewerId, [user._id]);
    return toProfile(user, following.has(user._id));
  }

  /** Who follows `username`, newest follow first. */
  followers(username: string, viewerId: string | null, page: PageRequest): Promise<Page<PublicProfile>> {
    return this.list(username, viewerId, page, 'seguidoId', (row) => row.seguidorId);
  }

  /** Whom `username` follows, newest follow first. */
  following(username: string, viewerId: string | null, page: PageRequest): Promise<Page<PublicProfile>> {
    return this.list(username, viewerId, page, 'seguidorId', (row) => row.seguidoId);
  }

  async availability(username: string, callerId: string | null): Promise<UsernameAvailability> {
    const holder = await this.findByUsername(username);
    return usernameAvailability(username, holder?._id ?? null, callerId);
  }

  private async list(
    username: string,
    viewerId: string | null,
    request: PageRequest,
    by: 'seguidoId' | 'seguidorId',
    other: (row: SeguidorView) => string,
  ): Promise<Page<PublicProfile>> {
    const user = await this.visibleByUsername(username);
    const page = await paginate(this.store.collection<SeguidorView>(SEGUIDORES), { [by]: user._id }, { field: 'seq', direction: -1 }, request);
    const ids = page.items.map(other);
    const [docs, following] = await Promise.all([
      this.users().find({ _id: { $in: ids } }, { projection: PROFILE_FIELDS }),
      this.followedBy(viewerId, ids),
    ]);
    const byId = new Map(docs.map((doc) => [doc._id, doc]));
    // A disabled account leaves the list (the page may come out shorter; the cursor still holds).
    const items = ids.flatMap((id) => {
      const doc = byId.get(id);
      return doc && !doc.disabled ? [toProfile(doc, following.has(id))] : [];
    });
    return { items, nextCursor: page.nextCursor };
  }

  /** Which of `ids` the viewer follows. */
  private async followedBy(viewerId: string | null, ids: string[]): Promise<Set<string>> {
    if (!viewerId || ids.length === 0) return new Set();
    const rows = await this.store
      .collection<SeguidorView>(SEGUIDORES)
      .find({ _id: { $in: ids.map((id) => seguidorId(viewerId, id)) } }, { projection: { _id: 1, seguidoId: 1 } });
    return new Set(rows.map((row) => row.seguidoId));
  }

  private users() {
    return this.store.collection<UserDoc>(USERS);
  }
}

function toProfile(user: UserDoc, seguindo: boolean): PublicProfile {
  return {
    id: user._id,
    username: user.username,
    nome: user.nome,
    sobrenome: user.sobrenome ?? '',
    bio: user.bio ?? '',
    photoURL: user.photoURL ?? null,
    verified: user.verified === true,
    seguidoresCount: user.seguidoresCount ?? 0,
    seguindoCount: user.seguindoCount ?? 0,
    seguindo,
  };
}

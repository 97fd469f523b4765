import { Inject, Injectable } from '@nestjs/common';
import { EVENT_STORE, EventStore } from '../../../../platform/event-store/event-store.port';
import { ProjectionsService } from '../../../../platform/projections/projections.service';
import { READ_STORE, ReadStore } from '../../../../platform/read-store/read-store.port';
import { FollowReader } from '../../../social/social.public';
import { accountErrors } from '../../domain/user.errors';
import { LinkedIdentity, USERS, UserView } from '../../projections/users.projection';

/**
 * The signed-in user as the SPA shows it: the product's fields of the users read model (no
 * secrets are there; the storage keys are left out) and, from social's follow graph, the ids
 * of the people who follow them and whom they follow, with the counts.
 */
export type MeView = Omit<UserView, '_id' | 'username_lower' | 'identidades' | 'temSenha'> & {
  /** The outside identities that sign in to the account, and whether a password does too (the account page's "Formas de entrar"). */
  identidades: LinkedIdentity[];
  temSenha: boolean;
  seguidores: string[];
  seguindo: string[];
  seguidoresCount: number;
  seguindoCount: number;
};

@Injectable()
export class MeReader {
  constructor(
    @Inject(READ_STORE) private readonly store: ReadStore,
    @Inject(EVENT_STORE) private readonly events: EventStore,
    private readonly projections: ProjectionsService,
    private readonly follows: FollowReader,
  ) {}

  async of(userId: string): Promise<MeView> {
    const users = this.store.collection<UserView>(USERS);
    let user = await users.findOne({ _id: userId });
    if (!user) {
      // A token works before the registration is projected (AccountIdentities): give the
      // projections the usual bounded read-your-writes wait rather than answering "not found".
      await this.projections.waitFor(await this.events.headPosition());
      user = await users.findOne({ _id: userId });
    }
    if (!user) throw accountErrors.userNotFound();
    return this.present(user);
  }

  /** A users document as the signed-in user sees it. */
  async present(user: UserView): Promise<MeView> {
    const [seguidores, seguindo] = await Promise.all([this.follows.followerIds(user._id), this.follows.followingIds(user._id)]);
    return this.withFollows(user, seguidores, seguindo);
  }

  /**
   * The register answer while the projection lags: built from the event alone, with no read
   * at all (the read store may be the reason for the lag). Nobody follows an account the
   * read model does not show yet, and it has followed nobody: it has had no token until now.
   */
  presentRegistered(user: UserView): MeView {
    return this.withFollows(user, [], []);
  }

  private withFollows(user: UserView, seguidores: string[], seguindo: string[]): MeView {
    return {
      id: user.id,
      email: user.email,
      username: user.username,
      nome: user.nome,
      sobrenome: user.sobrenome,
      nome_completo: user.nome_completo,
      bio: user.bio,
      photoURL: user.photoURL,
      verified: user.verified,
      isPro: user.isPro,
      isAdmin: user.isAdmin,
      disabled: user.disabled,
      emailVerified: user.emailVerified,
      salvos: user.salvos,
      identidades: user.identidades ?? [],
      temSenha: user.temSenha ?? true,
      seguidores,
      seguindo,
      seguidoresCount: seguidores.length,
      seguindoCount: seguindo.length,
      createdAt: user.createdAt,
      updatedAt: user.updatedAt,
    };
  }
}

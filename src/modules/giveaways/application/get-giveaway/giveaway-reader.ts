import { Inject, Injectable } from '@nestjs/common';
import type { AuthUser } from '../../../../platform/auth/jwt.strategy';
import { READ_STORE, ReadStore } from '../../../../platform/read-store/read-store.port';
import { giveawayErrors } from '../../domain/giveaway.errors';
import { GIVEAWAYS, GiveawayView } from '../../projections/giveaways.projection';

type Creator = { username: string; nome: string; photoURL: string | null };
export type PublicGiveaway = Omit<GiveawayView, '_id' | 'busca' | 'inscritosPosition' | 'templateId'> & { criador: Creator | null };

const PRIVATE_STATUSES = ['Rascunho', 'Cancelado'];

/** Reads giveaways for people: hides drafts from others and adds the creator's public profile. */
@Injectable()
export class GiveawayReader {
  constructor(@Inject(READ_STORE) private readonly store: ReadStore) {}

  canSee(giveaway: Pick<GiveawayView, 'status' | 'criadorId'>, viewer?: AuthUser): boolean {
    if (!PRIVATE_STATUSES.includes(giveaway.status)) return true;
    return !!viewer && (viewer.id === giveaway.criadorId || viewer.isAdmin);
  }

  async get(id: string, viewer?: AuthUser): Promise<PublicGiveaway> {
    const giveaway = await this.store.collection<GiveawayView>(GIVEAWAYS).findOne({ _id: id });
    if (!giveaway || !this.canSee(giveaway, viewer)) throw giveawayErrors.notFound();
    return (await this.present([giveaway]))[0];
  }

  async present(giveaways: GiveawayView[]): Promise<PublicGiveaway[]> {
    const ids = [...new Set(giveaways.map((g) => g.criadorId))];
    const users = await this.store.collection<{ _id: string } & Creator>('users').find({ _id: { $in: ids } });
    const byId = new Map(users.map((u) => [u._id, { username: u.username, nome: (u as { nome_completo?: string }).nome_completo || u.nome, photoURL: u.photoURL ?? null }]));
    return giveaways.map(({ _id, busca: _b, inscritosPosition: _p, templateId: _t, ...view }) => ({ ...view, criador: byId.get(view.criadorId) ?? null }));
  }
}

import { Inject, Injectable } from '@nestjs/common';
import type { AuthUser } from '../../../../platform/auth/jwt.strategy';
import { READ_STORE, ReadStore } from '../../../../platform/read-store/read-store.port';
import { AccountReader, publicPersonOf, type PublicPerson } from '../../../accounts/accounts.public';
import { PUBLIC_STATUSES } from '../../domain/giveaway-lifecycle';
import { giveawayErrors } from '../../domain/giveaway.errors';
import { GIVEAWAYS, GiveawayView } from '../../projections/giveaways.projection';

export type PublicGiveaway = Omit<GiveawayView, '_id' | 'busca' | 'inscritosPosition' | 'templateId'> & { criador: PublicPerson | null };

/** Reads giveaways for people: hides drafts from others and adds the creator's public profile. */
@Injectable()
export class GiveawayReader {
  constructor(
    @Inject(READ_STORE) private readonly store: ReadStore,
    private readonly accounts: AccountReader,
  ) {}

  /** Drafts and cancelled giveaways stay with their creator and admins. */
  canSee(giveaway: Pick<GiveawayView, 'status' | 'criadorId'>, viewer?: AuthUser): boolean {
    if (PUBLIC_STATUSES.includes(giveaway.status)) return true;
    return !!viewer && (viewer.id === giveaway.criadorId || viewer.isAdmin);
  }

  async get(id: string, viewer?: AuthUser): Promise<PublicGiveaway> {
    const giveaway = await this.store.collection<GiveawayView>(GIVEAWAYS).findOne({ _id: id });
    if (!giveaway || !this.canSee(giveaway, viewer)) throw giveawayErrors.notFound();
    return (await this.present([giveaway]))[0];
  }

  async present(giveaways: GiveawayView[]): Promise<PublicGiveaway[]> {
    const creators = await this.accounts.byIds(giveaways.map((g) => g.criadorId));
    return giveaways.map(({ _id, busca: _b, inscritosPosition: _p, templateId: _t, ...view }) => {
      const creator = creators.get(view.criadorId);
      return { ...view, criador: creator ? publicPersonOf(creator) : null };
    });
  }
}

import { Inject, Injectable } from '@nestjs/common';
import type { AuthUser } from '../../../../platform/auth/jwt.strategy';
import { READ_STORE, ReadStore } from '../../../../platform/read-store/read-store.port';
import { AccountReader, publicPersonOf, type PublicPerson } from '../../../accounts/accounts.public';
import { maskedName } from '../../../draws/draws.public';
import { planIncludes } from '../../../plans/plans.public';
import { PUBLIC_STATUSES } from '../../domain/giveaway-lifecycle';
import { giveawayErrors } from '../../domain/giveaway.errors';
import { GIVEAWAYS, GiveawayView } from '../../projections/giveaways.projection';

/** A winner as an answer shows one: `email` (and the name as typed) only to the creator and admins. */
export interface ShownWinner {
  id: string;
  nome: string;
  /** Only for the creator and admins; null for a winner from an Instagram comment. */
  email?: string | null;
}

export type PublicGiveaway = Omit<
  GiveawayView,
  '_id' | 'busca' | 'inscritosPosition' | 'viewsPosition' | 'views' | 'templateId' | 'vencedores' | 'exigirEmailConfirmado' | 'premiosImagens' | 'premiosImagensVariantes'
> & {
  views: { count: number; lastUpdated: string | null };
  /** One entry per prize image slot, aligned with premios ([] for giveaways from before prize images). */
  premiosImagens: (string | null)[];
  premiosImagensVariantes: Array<{ capa: string; miniatura: string } | null>;
  exigirEmailConfirmado: boolean;
  criador: PublicPerson | null;
  vencedores: ShownWinner[];
  /** Public pages show "Feito com Sorteios": false when the creator's plan removes it. */
  rodape: boolean;
};

/** Who a giveaway is read for: nobody (a public list, a signed-out visitor) or a signed-in person. */
export type Viewer = Pick<AuthUser, 'id' | 'isAdmin'> | undefined;

/**
 * The creator needs the winners' e-mails to deliver the prizes and admins to moderate; anyone
 * else reads what the public entrant list shows, so an entry form's e-mail (or an e-mail typed
 * as a name) never reaches the public pages.
 */
const seesWinnerContacts = (giveaway: Pick<GiveawayView, 'criadorId'>, viewer: Viewer) => !!viewer && (viewer.id === giveaway.criadorId || viewer.isAdmin);

const winnersFor = (giveaway: GiveawayView, viewer: Viewer): ShownWinner[] =>
  seesWinnerContacts(giveaway, viewer) ? giveaway.vencedores : giveaway.vencedores.map(({ id, nome }) => ({ id, nome: maskedName(nome) }));

/** Reads giveaways for people: hides drafts from others, the winners' contacts from the public, and adds the creator's public profile. */
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
    return (await this.present([giveaway], viewer))[0];
  }

  /** Without a viewer (public lists) every giveaway is shown as the public sees it. */
  async present(giveaways: GiveawayView[], viewer?: Viewer): Promise<PublicGiveaway[]> {
    const creators = await this.accounts.byIds(giveaways.map((g) => g.criadorId));
    return giveaways.map((giveaway) => {
      const { _id, busca: _b, inscritosPosition: _p, viewsPosition: _vp, templateId: _t, vencedores: _v, ...view } = giveaway;
      const creator = creators.get(view.criadorId);
      // Giveaways created before the option have none: they never required it.
      const exigirEmailConfirmado = view.exigirEmailConfirmado === true;
      // "Feito com Sorteios" under the public pages, unless the creator's plan removes it (issue 12).
      const rodape = !planIncludes({ isPro: creator?.isPro === true }, 'sem-rodape');
      const premiosImagens = view.premiosImagens ?? [];
      const premiosImagensVariantes = premiosImagens.map((_, i) => view.premiosImagensVariantes?.[i] ?? null);
      return { ...view, views: view.views ?? { count: 0, lastUpdated: null }, exigirEmailConfirmado, premiosImagens, premiosImagensVariantes, vencedores: winnersFor(giveaway, viewer), criador: creator ? publicPersonOf(creator) : null, rodape };
    });
  }
}

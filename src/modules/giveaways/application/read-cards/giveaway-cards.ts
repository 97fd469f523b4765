import { Inject, Injectable } from '@nestjs/common';
import { Page, PageRequest, paginate } from '../../../../platform/read-store/paginate';
import { READ_STORE, ReadStore } from '../../../../platform/read-store/read-store.port';
import { AccountReader, publicPersonOf, type PublicPerson } from '../../../accounts/accounts.public';
import { PUBLIC_STATUSES } from '../../domain/giveaway-lifecycle';
import type { GiveawayStatus } from '../../domain/giveaway.events';
import { GIVEAWAYS, GiveawayView } from '../../projections/giveaways.projection';

/** A giveaway as a list shows it: what a card needs, no form, no winners' contacts. */
export interface GiveawayCard {
  id: string;
  criadorId: string;
  criador: PublicPerson | null;
  titulo: string;
  premios: string[];
  imagemUrl: string | null;
  imagens: { capa: string; miniatura: string } | null;
  dataSorteio: string;
  numeroVencedores: number;
  status: GiveawayStatus;
  inscritosCount: number;
  createdAt: string;
  publishedAt: string | null;
}

/** A giveaway named beside something else (a participant's own entries): no creator, no image. */
export interface GiveawaySummary {
  id: string;
  titulo: string;
  status: GiveawayStatus;
  dataSorteio: string;
}

type CardRow = Pick<GiveawayView, '_id' | 'criadorId' | 'titulo' | 'premios' | 'imagemUrl' | 'imagens' | 'dataSorteio' | 'numeroVencedores' | 'status' | 'inscritosCount' | 'createdAt' | 'publishedAt'>;

const CARD_FIELDS = {
  criadorId: 1,
  titulo: 1,
  premios: 1,
  imagemUrl: 1,
  imagens: 1,
  dataSorteio: 1,
  numeroVencedores: 1,
  status: 1,
  inscritosCount: 1,
  createdAt: 1,
  publishedAt: 1,
} as const;

/**
 * Giveaways as other modules list them (discovery's saved list, feed and wins; entries' own
 * list), read from the giveaways read model, with their creators' public names.
 */
@Injectable()
export class GiveawayCards {
  constructor(
    @Inject(READ_STORE) private readonly store: ReadStore,
    private readonly accounts: AccountReader,
  ) {}

  private get giveaways() {
    return this.store.collection<GiveawayView>(GIVEAWAYS);
  }

  /** The cards of these giveaways, by id; a giveaway no longer in the read model is absent. */
  async byId(ids: string[]): Promise<Map<string, GiveawayCard>> {
    if (ids.length === 0) return new Map();
    const rows = await this.giveaways.find({ _id: { $in: [...new Set(ids)] } }, { projection: CARD_FIELDS });
    const cards = await this.present(rows);
    return new Map(cards.map((c) => [c.id, c]));
  }

  /** The public giveaways of these creators, newest published first (the feed). */
  async publishedBy(creatorIds: string[], request: PageRequest): Promise<Page<GiveawayCard>> {
    const filter = { criadorId: { $in: creatorIds }, status: { $in: PUBLIC_STATUSES } };
    const page = await paginate(this.giveaways, filter, { field: 'publishedAt', direction: -1 }, request);
    return { items: await this.present(page.items), nextCursor: page.nextCursor };
  }

  /** Title, status and date of these giveaways, by id; a giveaway no longer in the read model is absent. */
  async summariesById(ids: string[]): Promise<Map<string, GiveawaySummary>> {
    if (ids.length === 0) return new Map();
    const rows = await this.giveaways.find({ _id: { $in: [...new Set(ids)] } }, { projection: { titulo: 1, status: 1, dataSorteio: 1 } });
    return new Map(rows.map((g) => [g._id, { id: g._id, titulo: g.titulo, status: g.status, dataSorteio: g.dataSorteio }]));
  }

  private async present(rows: CardRow[]): Promise<GiveawayCard[]> {
    const creators = await this.accounts.byIds(rows.map((g) => g.criadorId));
    return rows.map((g) => {
      const creator = creators.get(g.criadorId);
      return {
        id: g._id,
        criadorId: g.criadorId,
        criador: creator ? publicPersonOf(creator) : null,
        titulo: g.titulo,
        premios: g.premios,
        imagemUrl: g.imagemUrl,
        imagens: g.imagens ?? null,
        dataSorteio: g.dataSorteio,
        numeroVencedores: g.numeroVencedores,
        status: g.status,
        inscritosCount: g.inscritosCount,
        createdAt: g.createdAt,
        publishedAt: g.publishedAt,
      };
    });
  }
}

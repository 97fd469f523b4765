import { Inject, Injectable } from '@nestjs/common';
import { READ_STORE, ReadStore } from '../../../platform/read-store/read-store.port';
import type { GiveawayStatus } from '../../giveaways/domain/giveaway.events';

/** The giveaways read model (giveaways module), by its collection name. */
export const GIVEAWAYS = 'giveaways';
const USERS = 'users';

/** The fields of a giveaway document that the discovery lists read. */
export interface GiveawayRow {
  _id: string;
  criadorId: string;
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

type UserRow = { _id: string; username: string; nome: string; nome_completo?: string; photoURL?: string | null };

/** A giveaway as the discovery lists show it: what a card needs, no form, no winners' contacts. */
export interface GiveawayCard {
  id: string;
  criadorId: string;
  criador: { username: string; nome: string; photoURL: string | null } | null;
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

/** Reads giveaways and their creators' public names for the discovery lists. */
@Injectable()
export class GiveawayCards {
  constructor(@Inject(READ_STORE) private readonly store: ReadStore) {}

  /** The cards of these giveaways, by id; a giveaway no longer in the read model is absent. */
  async byId(ids: string[]): Promise<Map<string, GiveawayCard>> {
    if (ids.length === 0) return new Map();
    const rows = await this.store.collection<GiveawayRow>(GIVEAWAYS).find({ _id: { $in: [...new Set(ids)] } });
    const cards = await this.present(rows);
    return new Map(cards.map((c) => [c.id, c]));
  }

  async present(rows: GiveawayRow[]): Promise<GiveawayCard[]> {
    const creatorIds = [...new Set(rows.map((g) => g.criadorId))];
    const users = creatorIds.length ? await this.store.collection<UserRow>(USERS).find({ _id: { $in: creatorIds } }) : [];
    const byId = new Map(users.map((u) => [u._id, { username: u.username, nome: u.nome_completo || u.nome, photoURL: u.photoURL ?? null }]));
    return rows.map((g) => ({
      id: g._id,
      criadorId: g.criadorId,
      criador: byId.get(g.criadorId) ?? null,
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
    }));
  }
}

import type { GiveawayStatus } from '../../lib/giveaway-types';

/** A giveaway as the discovery lists show it (GET /api/me/feed, /me/saved, /me/wins; the public list has these fields too). */
export interface GiveawayCardData {
  id: string;
  titulo: string;
  status: GiveawayStatus;
  criador: { username: string; nome: string; photoURL: string | null } | null;
  imagemUrl: string | null;
  imagens: { capa: string; miniatura: string } | null;
  dataSorteio: string;
  inscritosCount: number;
}

/** GET /api/creators/popular */
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

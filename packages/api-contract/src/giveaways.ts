/** docs/api-giveaways.md; labels for people live in the SPA's i18n (common.status.*, common.fieldTypes.*). */
export type GiveawayStatus = 'Rascunho' | 'Ativo' | 'Encerrado' | 'Realizado' | 'Cancelado';

export type FieldType = 'texto' | 'email' | 'telefone' | 'numero' | 'data' | 'selecao' | 'checkbox';

/** One field of a giveaway's entry form. */
export interface FormField {
  nome: string;
  chave: string;
  tipo: FieldType;
  obrigatorio: boolean;
  opcoes?: string[];
}

/** How a creator is shown beside their giveaway; null once the account is gone. */
export interface GiveawayCreator {
  username: string;
  nome: string;
  photoURL: string | null;
}

/**
 * A winner of a drawn giveaway (`id` is the entry id). The creator and admins read the name as
 * typed in the entry form and the `email` (GET /api/giveaways/:id signed in, GET /api/me/giveaways);
 * everyone else, and every public list, reads the masked name ("João S.") and no `email`.
 */
export interface Winner {
  id: string;
  nome: string;
  /** Only for the creator and admins; null for a winner from an Instagram comment (nome "@username"). */
  email?: string | null;
}

/** GET /api/giveaways/:id, and each item of the giveaway lists (public, creator's, profile's). */
export interface Giveaway {
  id: string;
  criadorId: string;
  criador: GiveawayCreator | null;
  /** Public pages show "Feito com Sorteios"; false when the creator's plan (Pro) removes it. */
  rodape: boolean;
  /** Views counted by insights (recorded once a second, so a moment behind). */
  views: { count: number; lastUpdated: string | null };
  titulo: string;
  descricao: string;
  premios: string[];
  /**
   * Each prize's image, aligned by index with premios (an upload path, or null for none); may be
   * shorter than premios (the rest have none). Absent in answers older than the field.
   */
  premiosImagens?: (string | null)[];
  /** The resized copies of each prize image (as `imagens` for the cover), null until made; aligned with premiosImagens. */
  premiosImagensVariantes?: Array<{ capa: string; miniatura: string } | null>;
  imagemUrl: string | null;
  imagens: { capa: string; miniatura: string } | null;
  dataSorteio: string;
  numeroVencedores: number;
  regulamento: string | null;
  regulamentoVersao: number;
  camposFormulario: FormField[];
  formularioBloqueado: boolean;
  status: GiveawayStatus;
  vencedores: Winner[];
  inscritosCount: number;
  createdAt: string;
  updatedAt: string;
  publishedAt: string | null;
  closedAt: string | null;
  revision: number;
  /** Only accounts with a confirmed e-mail may enter (false for giveaways created before the option). */
  exigirEmailConfirmado: boolean;
  /** Suspended by moderation: out of the public lists. Absent in answers older than the field. */
  suspenso?: boolean;
}

/** A giveaway as the discovery lists show it (GET /api/me/feed, /me/saved, /me/wins); a Giveaway has these fields too. */
export interface GiveawayCard {
  id: string;
  titulo: string;
  status: GiveawayStatus;
  criador: GiveawayCreator | null;
  imagemUrl: string | null;
  imagens: { capa: string; miniatura: string } | null;
  dataSorteio: string;
  inscritosCount: number;
}

/** An item of GET /api/me/saved. */
export type SavedGiveaway = GiveawayCard & { salvoEm: string };

/** An item of GET /api/me/wins: a giveaway I won, replacements applied. */
export interface Win {
  entryId: string;
  /** Called in as an alternate in place of a replaced winner. */
  suplente: boolean;
  ganhouEm: string;
  /** API path of the draw's receipt. */
  recibo: string;
  sorteio: GiveawayCard;
}

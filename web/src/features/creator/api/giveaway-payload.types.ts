import type { FormField } from '@sorteios/api-contract';

/** Body of POST /api/giveaways; PATCH takes any subset of it (not templateId). */
export interface GiveawayPayload {
  titulo: string;
  descricao: string;
  premios: string[];
  dataSorteio: string;
  numeroVencedores: number;
  imagemUrl?: string | null;
  /** Each prize's image (an upload URL, or null), in the order of premios; never longer than it. */
  premiosImagens?: (string | null)[];
  regulamento?: string | null;
  camposFormulario?: FormField[];
  /** Only accounts with a confirmed e-mail may enter; the API turns it on when a new giveaway leaves it out. */
  exigirEmailConfirmado?: boolean;
  templateId?: string;
}

/**
 * The giveaway and entry shapes of the API (docs/api-giveaways.md), shared by the features
 * that show them. Labels for people live in i18n (common.status.*, common.fieldTypes.*).
 */
export const GIVEAWAY_STATUSES = ['Rascunho', 'Ativo', 'Encerrado', 'Realizado', 'Cancelado'] as const;
export type GiveawayStatus = (typeof GIVEAWAY_STATUSES)[number];

export const FIELD_TYPES = ['texto', 'email', 'telefone', 'numero', 'data', 'selecao', 'checkbox'] as const;
export type FieldType = (typeof FIELD_TYPES)[number];

export interface FormField {
  nome: string;
  chave: string;
  tipo: FieldType;
  obrigatorio: boolean;
  opcoes?: string[];
}

export interface Giveaway {
  id: string;
  criadorId: string;
  criador: { username: string; nome: string; photoURL: string | null } | null;
  titulo: string;
  descricao: string;
  premios: string[];
  imagemUrl: string | null;
  imagens: { capa: string; miniatura: string } | null;
  dataSorteio: string;
  numeroVencedores: number;
  regulamento: string | null;
  regulamentoVersao: number;
  camposFormulario: FormField[];
  formularioBloqueado: boolean;
  status: GiveawayStatus;
  vencedores: Array<{ id: string; nome: string; email: string }>;
  inscritosCount: number;
  createdAt: string;
  updatedAt: string;
  publishedAt: string | null;
  closedAt: string | null;
  revision: number;
  /** Suspended by moderation: out of the public lists. Absent in answers older than the field. */
  suspenso?: boolean;
}

export type Respostas = Record<string, string | number | boolean>;

export interface Entry {
  id: string;
  sorteioId: string;
  participanteId: string;
  respostas: Respostas;
  nome: string;
  email: string;
  username: string;
  consentimentoContato: boolean;
  aceite: { regulamentoVersao: number; regulamentoSha256: string; consentimentoTexto: string; consentimentoVersao: number };
  createdAt: string;
}

export interface Page<T> {
  items: T[];
  nextCursor: string | null;
}

/** Dates are shown in America/Sao_Paulo, pt-BR format (API.md). */
export function formatDateTime(iso: string): string {
  return new Date(iso).toLocaleString('pt-BR', { timeZone: 'America/Sao_Paulo', dateStyle: 'short', timeStyle: 'short' });
}

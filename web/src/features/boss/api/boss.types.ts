import type { GiveawayStatus } from '../../../lib/giveaway-types';

export const REPORT_STATUSES = ['pendente', 'em_analise', 'procedente', 'improcedente'] as const;
export type ReportStatus = (typeof REPORT_STATUSES)[number];
export type ReportMotivo = 'fraude' | 'conteudo-improprio' | 'spam' | 'premio-nao-entregue' | 'outro';

/** How the admin API names a person (never more than the public profile and the id). */
export interface Person {
  id: string;
  username: string;
  nome: string;
}

/** One step of a trail, as the event store recorded it. */
export interface TrailStep {
  id: string;
  tipo: string;
  stream: string;
  posicao: number;
  em: string;
  por: Person | null;
  motivo: string | null;
  dados: Record<string, unknown>;
  causadoPor: string | null;
}

export interface AdminReport {
  id: string;
  sorteioId: string;
  motivo: ReportMotivo;
  detalhes: string | null;
  userId: string;
  status: ReportStatus;
  criadoEm: string;
  revisadoPor: string | null;
  revisadoEm: string | null;
  resolucao: string | null;
  observacao: string | null;
  suspender: boolean;
  denunciante: Person | null;
  revisor: Person | null;
  sorteio: { id: string; titulo: string; excluido: boolean; suspenso: boolean; denunciasAbertas: number } | null;
}

export interface ReportDetail extends AdminReport {
  historico: TrailStep[];
}

export interface AdminGiveaway {
  id: string;
  titulo: string;
  status: GiveawayStatus;
  criadorId: string;
  criador: Person | null;
  createdAt: string;
  dataSorteio: string;
  inscritosCount: number;
  suspenso: boolean;
  suspensao: { motivo: string; por: string | null; em: string; reportId: string | null } | null;
  denuncias: number;
  denunciasAbertas: number;
}

export interface GiveawayTrail {
  sorteio: { id: string; titulo: string; criadorId: string | null; status: GiveawayStatus; excluido: boolean; suspenso: boolean };
  eventos: TrailStep[];
}

export interface AdminEntry {
  id: string;
  sorteioId: string;
  participanteId: string;
  nome: string;
  email: string;
  username: string;
  createdAt: string;
}

export interface AdminUser {
  id: string;
  email: string;
  username: string;
  nome: string;
  isPro: boolean;
  isAdmin: boolean;
  verified: boolean;
  disabled: boolean;
  emailVerified: boolean;
  createdAt: string;
}

export type AuditTarget = 'denuncia' | 'sorteio' | 'usuario' | 'pagina' | 'feedback';

export interface AuditEntry {
  id: string;
  em: string;
  acao: string;
  /** `nome`: @username of an account, the title of a giveaway, when the server knows it. */
  alvo: { tipo: AuditTarget; id: string; nome?: string };
  motivo: string | null;
  detalhes: Record<string, unknown>;
  admin: Person | null;
  causadoPor: string | null;
}

export interface AdminStats {
  desde: { hoje: string; semana: string };
  denuncias: { pendentes: number; emAnalise: number };
  sorteiosSuspensos: number;
  novosSorteios: { hoje: number; semana: number };
  novosUsuarios: { hoje: number; semana: number };
  inscricoesHoje: number;
  ultimasAcoes: AuditEntry[];
}

/** Every query of the admin area lives under this key: an admin action refreshes them all. */
export const BOSS_KEY = ['admin', 'boss'] as const;

/** `?a=1&b=2` from the defined values, plus the cursor; `limit` 20. */
export function listPath(base: string, params: Record<string, string | undefined>, cursor: string | null): string {
  const query = new URLSearchParams({ limit: '20' });
  for (const [key, value] of Object.entries(params)) if (value) query.set(key, value);
  if (cursor) query.set('cursor', cursor);
  return `${base}?${query.toString()}`;
}

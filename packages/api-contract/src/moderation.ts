import type { GiveawayStatus } from './giveaways';

/** The admin area's answers (/api/admin/*, the SPA's /boss). */
export type ReportStatus = 'pendente' | 'em_analise' | 'procedente' | 'improcedente';
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
  /** Who acted; null for the system (scheduler, reactors, the command line). */
  por: Person | null;
  motivo: string | null;
  /** The event's data, without the draw's secrets or the receipt. */
  dados: Record<string, unknown>;
  causadoPor: string | null;
}

/** An item of GET /api/admin/reports. */
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

/** GET /api/admin/reports/:id: the report and its whole trail. */
export interface ReportDetail extends AdminReport {
  historico: TrailStep[];
}

/** An item of GET /api/admin/giveaways. */
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

/** GET /api/admin/giveaways/:id/trail. */
export interface GiveawayTrail {
  sorteio: { id: string; titulo: string; criadorId: string | null; status: GiveawayStatus; excluido: boolean; suspenso: boolean };
  eventos: TrailStep[];
}

/** An item of GET /api/admin/entries. */
export interface AdminEntry {
  id: string;
  sorteioId: string;
  participanteId: string;
  nome: string;
  /** null: an entry imported from an Instagram comment. */
  email: string | null;
  username: string;
  createdAt: string;
}

/** An item of GET /api/admin/users. */
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

/** An item of GET /api/admin/audit. */
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

/** GET /api/admin/stats: what needs an admin now, and what happened today and this week. */
export interface AdminStats {
  desde: { hoje: string; semana: string };
  denuncias: { pendentes: number; emAnalise: number };
  sorteiosSuspensos: number;
  novosSorteios: { hoje: number; semana: number };
  novosUsuarios: { hoje: number; semana: number };
  inscricoesHoje: number;
  ultimasAcoes: AuditEntry[];
}

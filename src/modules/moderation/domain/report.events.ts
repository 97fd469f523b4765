import type { DomainEvent } from '../../../platform/ddd/decider';

/**
 * The published event contract of reports (denúncias). One stream per giveaway and reporter:
 * every report that person files about that giveaway, in order. The stream's expected
 * revision is what makes "one open report per person per giveaway" atomic.
 */
export const reportStream = (giveawayId: string, userId: string) => `report-${giveawayId}_${userId}`;

export const REPORT_MOTIVOS = ['fraude', 'conteudo-improprio', 'spam', 'premio-nao-entregue', 'outro'] as const;
export type ReportMotivo = (typeof REPORT_MOTIVOS)[number];

export const REPORT_STATUSES = ['pendente', 'em_analise', 'procedente', 'improcedente'] as const;
export type ReportStatus = (typeof REPORT_STATUSES)[number];
export type ReportResultado = Extract<ReportStatus, 'procedente' | 'improcedente'>;

/** Every report event names its report, giveaway and reporter, so no consumer needs a lookup. */
type ReportRef = { reportId: string; sorteioId: string; userId: string };

export type ReportFiled = DomainEvent<'ReportFiled', ReportRef & { motivo: ReportMotivo; detalhes: string | null }>;
/** An admin (`revisadoPor`) took the report: pendente → em_analise. */
export type ReportReviewStarted = DomainEvent<'ReportReviewStarted', ReportRef & { revisadoPor: string; observacao: string | null }>;
/** em_analise → procedente | improcedente; `suspender` asks for the giveaway's suspension. */
export type ReportResolved = DomainEvent<
  'ReportResolved',
  ReportRef & { revisadoPor: string; resultado: ReportResultado; resolucao: string; suspender: boolean }
>;

export type ReportEvent = ReportFiled | ReportReviewStarted | ReportResolved;

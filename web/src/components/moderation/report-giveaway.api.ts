import { useMutation } from '@tanstack/react-query';
import type { NoneMissing, ReportMotivo } from '@sorteios/api-contract';
import { authedRequest } from '../../lib/authed-request';

/** The reasons the report form offers, in its order; every one the API knows. */
export const REPORT_MOTIVOS = ['fraude', 'conteudo-improprio', 'spam', 'premio-nao-entregue', 'outro'] as const satisfies readonly ReportMotivo[];
export type AllMotivosListed = NoneMissing<Exclude<ReportMotivo, (typeof REPORT_MOTIVOS)[number]>>;

export interface FiledReport {
  id: string;
  sorteioId: string;
  motivo: ReportMotivo;
  detalhes: string | null;
  status: 'pendente';
  criadoEm: string;
}

/** POST /api/giveaways/:id/reports: one open report per person per giveaway (409 REPORT_ALREADY_OPEN). */
export function reportGiveaway(giveawayId: string, input: { motivo: ReportMotivo; detalhes?: string }): Promise<FiledReport> {
  return authedRequest<FiledReport>(`/api/giveaways/${encodeURIComponent(giveawayId)}/reports`, { method: 'POST', body: input });
}

export function useReportGiveawayMutation(giveawayId: string) {
  return useMutation({ mutationFn: (input: { motivo: ReportMotivo; detalhes?: string }) => reportGiveaway(giveawayId, input) });
}

import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ReportDetail, ReportStatus } from '@sorteios/api-contract';
import { authedRequest } from '../../../lib/authed-request';
import { BOSS_KEY } from './boss.types';
import { reportKey } from './get-report.api';

export interface ReviewInput {
  status: Exclude<ReportStatus, 'pendente'>;
  resolucao?: string;
  suspender?: boolean;
}

/** PATCH /api/admin/reports/:id; the answer is the report with its trail. */
export function useReviewReportMutation(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: ReviewInput) => authedRequest<ReportDetail>(`/api/admin/reports/${encodeURIComponent(id)}`, { method: 'PATCH', body: input }),
    onSuccess: (report) => {
      queryClient.setQueryData(reportKey(id), report);
      return queryClient.invalidateQueries({ queryKey: BOSS_KEY });
    },
  });
}

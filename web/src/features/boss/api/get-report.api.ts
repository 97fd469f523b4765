import { useQuery } from '@tanstack/react-query';
import type { ReportDetail } from '@sorteios/api-contract';
import { authedRequest } from '../../../lib/authed-request';
import { BOSS_KEY } from './boss.types';

export const reportKey = (id: string) => [...BOSS_KEY, 'report', id] as const;

/** One report with its full trail. */
export function useReportQuery(id: string) {
  return useQuery({ queryKey: reportKey(id), queryFn: () => authedRequest<ReportDetail>(`/api/admin/reports/${encodeURIComponent(id)}`) });
}

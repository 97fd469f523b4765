import { useInfiniteQuery } from '@tanstack/react-query';
import type { AdminReport, Page, ReportStatus } from '@sorteios/api-contract';
import { authedRequest } from '../../../lib/authed-request';
import { BOSS_KEY, listPath } from './boss.types';

/** GET /api/admin/reports?status=, newest first. */
export function useReportsQuery(status: ReportStatus | null) {
  return useInfiniteQuery({
    queryKey: [...BOSS_KEY, 'reports', status],
    queryFn: ({ pageParam }) => authedRequest<Page<AdminReport>>(listPath('/api/admin/reports', { status: status ?? undefined }, pageParam)),
    initialPageParam: null as string | null,
    getNextPageParam: (last) => last.nextCursor ?? undefined,
  });
}

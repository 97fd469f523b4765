import { useQuery } from '@tanstack/react-query';
import type { PlanHistoryItem } from '@sorteios/api-contract';
import { authedRequest } from '../../../lib/authed-request';
import { BOSS_KEY } from './boss.types';

/** GET /api/admin/users/:id/plan-history: every change of the account's plan, oldest first. */
export function usePlanHistoryQuery(userId: string) {
  return useQuery({
    queryKey: [...BOSS_KEY, 'plan-history', userId],
    queryFn: () => authedRequest<PlanHistoryItem[]>(`/api/admin/users/${encodeURIComponent(userId)}/plan-history`),
  });
}

import { useQuery } from '@tanstack/react-query';
import type { MyPlan } from '@sorteios/api-contract';
import { authedRequest } from '../../../lib/authed-request';

/** GET /api/me/plan: the signed-in user's plan and how many active giveaways they have. */
export function getMyPlan(): Promise<MyPlan> {
  return authedRequest<MyPlan>('/api/me/plan');
}

// Under ['me'] so signing out forgets it. Never fresh for long (the default staleTime): the
// panel asks again on each visit, so a giveaway published meanwhile is counted.
export function useMyPlanQuery() {
  return useQuery({ queryKey: ['me', 'plan'], queryFn: getMyPlan });
}

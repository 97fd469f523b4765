import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import type { MyPlan } from '@sorteios/api-contract';
import { authedRequest } from './authed-request';
import { ME_KEY } from './use-me';

/** Under ['me'] so signing out forgets it. */
export const MY_PLAN_KEY = [...ME_KEY, 'plan'] as const;

/** After paying, how often and for how long the panel asks again until the payment turns into Pro. */
export const AWAIT_PRO_INTERVAL_MS = 2000;
export const AWAIT_PRO_FOR_MS = 30_000;

/** GET /api/me/plan: the signed-in user's plan, how it is paid and how much of it they use. */
export function getMyPlan(): Promise<MyPlan> {
  return authedRequest<MyPlan>('/api/me/plan');
}

/**
 * The caller's plan, for the panel and /precos. Never fresh for long (the default staleTime):
 * each visit asks again, so a giveaway published meanwhile is counted. With `awaitPro` (back
 * from the payment page) it asks every 2 s until the plan is Pro, for at most 30 s: the
 * provider's confirmation reaches the API a moment after the person.
 */
export function useMyPlanQuery({ enabled = true, awaitPro = false }: { enabled?: boolean; awaitPro?: boolean } = {}) {
  const [startedAt] = useState(() => Date.now());
  return useQuery({
    queryKey: MY_PLAN_KEY,
    queryFn: getMyPlan,
    enabled,
    refetchInterval: (query) =>
      awaitPro && query.state.data?.plano !== 'pro' && Date.now() - startedAt < AWAIT_PRO_FOR_MS ? AWAIT_PRO_INTERVAL_MS : false,
  });
}

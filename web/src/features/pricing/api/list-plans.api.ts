import { useQuery } from '@tanstack/react-query';
import type { Plan } from '@sorteios/api-contract';
import { apiRequest } from '../../../lib/api-client';

/** GET /api/plans: public, and the same for everyone. */
export function listPlans(): Promise<Plan[]> {
  return apiRequest<Plan[]>('/api/plans');
}

// Plans change with a deploy, not while someone reads the page: no refetch in between.
export function usePlansQuery() {
  return useQuery({ queryKey: ['plans'], queryFn: listPlans, staleTime: Infinity });
}

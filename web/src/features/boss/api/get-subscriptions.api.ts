import { useQuery } from '@tanstack/react-query';
import type { AdminSubscriptions } from '@sorteios/api-contract';
import { authedRequest } from '../../../lib/authed-request';
import { BOSS_KEY } from './boss.types';

/** GET /api/admin/subscriptions: who is Pro now, the MRR and the paid and granted counts. */
export function useSubscriptionsQuery() {
  return useQuery({ queryKey: [...BOSS_KEY, 'subscriptions'], queryFn: () => authedRequest<AdminSubscriptions>('/api/admin/subscriptions') });
}

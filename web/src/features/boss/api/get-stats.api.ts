import { useQuery } from '@tanstack/react-query';
import type { AdminStats } from '@sorteios/api-contract';
import { authedRequest } from '../../../lib/authed-request';
import { BOSS_KEY } from './boss.types';

export function useStatsQuery() {
  return useQuery({ queryKey: [...BOSS_KEY, 'stats'], queryFn: () => authedRequest<AdminStats>('/api/admin/stats') });
}

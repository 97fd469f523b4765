import { useQuery } from '@tanstack/react-query';
import { authedRequest } from '../../../lib/authed-request';
import { type AdminStats, BOSS_KEY } from './boss.types';

export function useStatsQuery() {
  return useQuery({ queryKey: [...BOSS_KEY, 'stats'], queryFn: () => authedRequest<AdminStats>('/api/admin/stats') });
}

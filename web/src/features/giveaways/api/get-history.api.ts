import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';

/** One step of a giveaway's public history (docs/verifiable-draws.md, the history chain). */
export interface HistoryStep {
  seq: number;
  type: string;
  titulo: string;
  position: number;
  at: string;
  data: Record<string, unknown>;
  prevHash: string;
  hash: string;
}

export interface GiveawayHistory {
  steps: HistoryStep[];
  headHash: string;
}

/** GET /api/giveaways/:id/history — public once the giveaway was published; 404 otherwise. */
export function getHistory(id: string): Promise<GiveawayHistory> {
  return apiRequest<GiveawayHistory>(`/api/giveaways/${encodeURIComponent(id)}/history`);
}

export function useHistoryQuery(id: string) {
  return useQuery({ queryKey: ['giveaway', id, 'history'], queryFn: () => getHistory(id), retry: false });
}

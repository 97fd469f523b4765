import { useQuery } from '@tanstack/react-query';
import type { GiveawayCardData } from '../../../components/discovery/discovery-types';
import { apiRequest } from '../../../lib/api-client';
import type { Page } from '../../../lib/giveaway-types';

export const ENDING_SOON_COUNT = 3;

/** The open giveaways whose draw is nearest (GET /api/giveaways?status=Ativo&sort=encerramento). */
export function listEndingSoon(): Promise<Page<GiveawayCardData>> {
  return apiRequest<Page<GiveawayCardData>>(`/api/giveaways?status=Ativo&sort=encerramento&limit=${ENDING_SOON_COUNT}`);
}

export function useEndingSoonQuery() {
  return useQuery({ queryKey: ['giveaways', 'ending-soon'], queryFn: listEndingSoon });
}

import { useQuery } from '@tanstack/react-query';
import type { GiveawayCard, Page } from '@sorteios/api-contract';
import { apiRequest } from '../../../lib/api-client';

export const ENDING_SOON_COUNT = 3;

/** The open giveaways whose draw is nearest (GET /api/giveaways?status=Ativo&sort=encerramento). */
export const ENDING_SOON_PATH = `/api/giveaways?status=Ativo&sort=encerramento&limit=${ENDING_SOON_COUNT}`;

export function listEndingSoon(): Promise<Page<GiveawayCard>> {
  return apiRequest<Page<GiveawayCard>>(ENDING_SOON_PATH);
}

export function useEndingSoonQuery() {
  return useQuery({ queryKey: ['giveaways', 'ending-soon'], queryFn: listEndingSoon });
}

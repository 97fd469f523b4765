import { useQuery } from '@tanstack/react-query';
import type { Giveaway } from '@sorteios/api-contract';
import { authedRequest } from '../../../lib/authed-request';

/**
 * The giveaway's title for the report's heading: the insights answer carries only numbers.
 * The same call and key the creator's screens use, so coming from them costs no request.
 */
export function useGiveawayTitleQuery(id: string) {
  return useQuery({
    queryKey: ['me', 'giveaway', id],
    queryFn: () => authedRequest<Giveaway>(`/api/giveaways/${encodeURIComponent(id)}`),
    select: (giveaway) => giveaway.titulo,
  });
}

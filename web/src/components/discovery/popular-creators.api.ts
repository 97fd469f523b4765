import { useQuery } from '@tanstack/react-query';
import type { PopularCreator } from '@sorteios/api-contract';
import { authedRequest } from '../../lib/authed-request';

/** How many the home page and the feed show. */
export const POPULAR_CREATORS_SHOWN = 6;

export const popularCreatorsPath = (limit: number) => `/api/creators/popular?limit=${limit}`;

export function getPopularCreators(limit: number): Promise<{ items: PopularCreator[] }> {
  return authedRequest<{ items: PopularCreator[] }>(popularCreatorsPath(limit));
}

/**
 * Signed in, the API leaves out the viewer and whom they already follow, so the answer
 * depends on who asks: the key carries the session state.
 */
export function usePopularCreatorsQuery(limit: number, signedIn: boolean) {
  return useQuery({ queryKey: signedIn ? ['me', 'creators', 'popular', limit] : ['creators', 'popular', limit], queryFn: () => getPopularCreators(limit) });
}

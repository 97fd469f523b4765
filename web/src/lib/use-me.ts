import { useQuery } from '@tanstack/react-query';
import type { Me } from '@sorteios/api-contract';
import { authedRequest } from './authed-request';

/**
 * The signed-in user's cache key. Everything the user owns is kept under it (saved giveaways,
 * entries, wins), so signing out forgets it all in one call (app-providers.tsx).
 */
export const ME_KEY = ['me'] as const;

/** GET /api/me. */
export function getMe(): Promise<Me> {
  return authedRequest<Me>('/api/me');
}

/** The signed-in user, for every screen that shows or prefills them: one request serves all. */
export function useMe() {
  return useQuery({ queryKey: ME_KEY, queryFn: getMe });
}

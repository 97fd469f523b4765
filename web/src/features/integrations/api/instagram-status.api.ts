import { useQuery } from '@tanstack/react-query';
import type { InstagramStatus } from '@sorteios/api-contract';
import { authedRequest } from '../../../lib/authed-request';
import { instagramKey } from './instagram-query-keys';

/** GET /api/instagram: whether the server can connect Instagram, and my connection (never the token). */
export function getInstagramStatus(): Promise<InstagramStatus> {
  return authedRequest<InstagramStatus>('/api/instagram');
}

export function useInstagramStatusQuery() {
  return useQuery({ queryKey: instagramKey, queryFn: getInstagramStatus });
}

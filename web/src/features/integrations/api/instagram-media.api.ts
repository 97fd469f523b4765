import { useQuery } from '@tanstack/react-query';
import type { InstagramMedia } from '@sorteios/api-contract';
import { authedRequest } from '../../../lib/authed-request';
import { instagramMediaKey } from './instagram-query-keys';

/** GET /api/instagram/media: the connected account's latest posts, newest first (Pro). */
export function listInstagramMedia(): Promise<InstagramMedia[]> {
  return authedRequest<InstagramMedia[]>('/api/instagram/media');
}

/** Asked only while connected on Pro; Instagram's own limits make a retry on failure a bad idea. */
export function useInstagramMediaQuery(enabled: boolean) {
  return useQuery({ queryKey: instagramMediaKey, queryFn: listInstagramMedia, enabled, retry: false });
}

import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { InstagramImportJob, InstagramImportRules, InstagramMedia, InstagramStatus } from '@sorteios/api-contract';
import { authedRequest } from '../../../lib/authed-request';
import { myGiveawayKey } from './creator-query-keys';

/** How often a running import is asked for its progress. */
export const IMPORT_POLL_MS = 1000;

const finished = (job: InstagramImportJob | undefined) => job?.status === 'concluido' || job?.status === 'falhou';

/** GET /api/instagram: whether an account is connected (the import needs one). */
export function useInstagramConnectionQuery(enabled: boolean) {
  return useQuery({ queryKey: ['me', 'instagram-import', 'connection'], queryFn: () => authedRequest<InstagramStatus>('/api/instagram'), enabled });
}

/** GET /api/instagram/media: the connected account's recent posts, to pick one. */
export function useInstagramPostsQuery(enabled: boolean) {
  return useQuery({ queryKey: ['me', 'instagram-import', 'media'], queryFn: () => authedRequest<InstagramMedia[]>('/api/instagram/media'), enabled });
}

/** GET /api/giveaways/:id/instagram-imports: the latest imports, so a reload finds the one running. */
export function useGiveawayImportsQuery(giveawayId: string) {
  return useQuery({
    queryKey: [...myGiveawayKey(giveawayId), 'instagram-imports'],
    queryFn: () => authedRequest<{ items: InstagramImportJob[] }>(`/api/giveaways/${encodeURIComponent(giveawayId)}/instagram-imports`),
  });
}

/** GET /api/jobs/:jobId, asked again every second until the import has finished. */
export function useImportJobQuery(jobId: string | null) {
  return useQuery({
    queryKey: ['me', 'jobs', jobId],
    queryFn: () => authedRequest<InstagramImportJob>(`/api/jobs/${encodeURIComponent(jobId!)}`),
    enabled: jobId !== null,
    refetchInterval: (query) => (finished(query.state.data) ? false : IMPORT_POLL_MS),
  });
}

/** POST /api/giveaways/:id/instagram-import → 202 { jobId }. */
export function useStartImportMutation(giveawayId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: { mediaId: string; regras: InstagramImportRules }) =>
      authedRequest<{ jobId: string }>(`/api/giveaways/${encodeURIComponent(giveawayId)}/instagram-import`, { method: 'POST', body }),
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: [...myGiveawayKey(giveawayId), 'instagram-imports'] }),
  });
}

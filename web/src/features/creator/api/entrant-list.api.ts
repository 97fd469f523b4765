import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { authedRequest } from '../../../lib/authed-request';

// The public list's own keys (['giveaway', id, …]), so the public page refetches too.
export const entrantListStatusKey = (id: string) => ['giveaway', id, 'lista', 'status'] as const;
const publicListKeys = (id: string) => [['giveaway', id, 'lista'], ['giveaway', id, 'history']] as const;

/** GET /api/giveaways/:id/lista?limit=1: only whether the list is public. */
export async function getEntrantListStatus(id: string): Promise<boolean> {
  const page = await apiRequest<{ publicada: boolean }>(`/api/giveaways/${encodeURIComponent(id)}/lista?limit=1`);
  return page.publicada;
}

/** PUT (publish) or DELETE (unpublish) /api/giveaways/:id/lista — creator only; 409 before the close. */
export function setEntrantList(id: string, publicada: boolean): Promise<{ publicada: boolean; revision: number }> {
  return authedRequest(`/api/giveaways/${encodeURIComponent(id)}/lista`, { method: publicada ? 'PUT' : 'DELETE' });
}

export function useEntrantListStatusQuery(id: string) {
  return useQuery({ queryKey: entrantListStatusKey(id), queryFn: () => getEntrantListStatus(id) });
}

export function useSetEntrantListMutation(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (publicada: boolean) => setEntrantList(id, publicada),
    onSuccess: (answer) => {
      queryClient.setQueryData(entrantListStatusKey(id), answer.publicada);
      for (const queryKey of publicListKeys(id)) void queryClient.invalidateQueries({ queryKey, exact: true });
    },
  });
}

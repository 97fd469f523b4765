import { useMutation, useQueryClient } from '@tanstack/react-query';
import { authedRequest } from '../../../lib/authed-request';
import { pageQueryKey } from './get-page.api';
import { ADMIN_PAGES_KEY } from './list-pages.api';
import { pageApiPath } from './page.types';

export function deletePage(slug: string): Promise<void> {
  return authedRequest<void>(pageApiPath('/api/admin/pages', slug), { method: 'DELETE' });
}

export function useDeletePageMutation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deletePage,
    onSuccess: (_result, slug) => {
      queryClient.removeQueries({ queryKey: pageQueryKey(slug) });
      return queryClient.invalidateQueries({ queryKey: ADMIN_PAGES_KEY });
    },
  });
}

import { useMutation, useQueryClient } from '@tanstack/react-query';
import { authedRequest } from '../../../lib/authed-request';
import { pageQueryKey } from './get-page.api';
import { ADMIN_PAGES_KEY } from './list-pages.api';
import type { ContentPage, PageInput } from './page.types';

export function createPage(input: PageInput): Promise<ContentPage> {
  return authedRequest<ContentPage>('/api/admin/pages', { method: 'POST', body: input });
}

export function useCreatePageMutation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createPage,
    onSuccess: (page) => {
      queryClient.setQueryData(pageQueryKey(page.slug), page);
      return queryClient.invalidateQueries({ queryKey: ADMIN_PAGES_KEY });
    },
  });
}

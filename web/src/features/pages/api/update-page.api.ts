import { useMutation, useQueryClient } from '@tanstack/react-query';
import { authedRequest } from '../../../lib/authed-request';
import { pageQueryKey } from './get-page.api';
import { ADMIN_PAGES_KEY } from './list-pages.api';
import { pageApiPath, type ContentPage } from './page.types';

interface UpdatePageVariables {
  slug: string;
  titulo: string;
  conteudo: string;
  /** The revision the editor loaded: someone else's save in between answers 412. */
  revision: number;
}

export function updatePage({ slug, titulo, conteudo, revision }: UpdatePageVariables): Promise<ContentPage> {
  return authedRequest<ContentPage>(pageApiPath('/api/admin/pages', slug), {
    method: 'PUT',
    body: { titulo, conteudo },
    headers: { 'If-Match': String(revision) },
  });
}

export function useUpdatePageMutation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updatePage,
    onSuccess: (page) => {
      queryClient.setQueryData(pageQueryKey(page.slug), page);
      return queryClient.invalidateQueries({ queryKey: ADMIN_PAGES_KEY });
    },
  });
}

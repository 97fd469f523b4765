import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { pageApiPath, type ContentPage } from './page.types';

export const pageQueryKey = (slug: string) => ['page', slug] as const;

export function getPage(slug: string): Promise<ContentPage> {
  return apiRequest<ContentPage>(pageApiPath('/api/pages', slug));
}

/** Public: anyone reads a page. `enabled` is false for an address that cannot be a page. */
export function usePageQuery(slug: string, enabled = true) {
  return useQuery({ queryKey: pageQueryKey(slug), queryFn: () => getPage(slug), enabled });
}

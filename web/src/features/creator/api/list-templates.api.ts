import { useQuery } from '@tanstack/react-query';
import type { FormField, Page } from '@sorteios/api-contract';
import { authedRequest } from '../../../lib/authed-request';
import { myTemplatesKey } from './creator-query-keys';

export interface FormTemplate {
  id: string;
  criadorId: string;
  nome: string;
  camposFormulario: FormField[];
  createdAt: string;
}

/** GET /api/templates: my form templates, newest first (the first page is plenty for a picker). */
export function listTemplates(): Promise<Page<FormTemplate>> {
  return authedRequest<Page<FormTemplate>>('/api/templates?limit=100');
}

export function useTemplatesQuery(enabled: boolean) {
  return useQuery({ queryKey: myTemplatesKey, queryFn: listTemplates, enabled });
}

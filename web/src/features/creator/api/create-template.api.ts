import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { FormField } from '@sorteios/api-contract';
import { authedRequest } from '../../../lib/authed-request';
import { myTemplatesKey } from './creator-query-keys';
import type { FormTemplate } from './list-templates.api';

export interface CreateTemplateInput {
  nome: string;
  camposFormulario: FormField[];
}

/** POST /api/templates: saves a form to start other giveaways from. */
export function createTemplate(input: CreateTemplateInput): Promise<FormTemplate> {
  return authedRequest<FormTemplate>('/api/templates', { method: 'POST', body: input });
}

export function useCreateTemplateMutation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createTemplate,
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: myTemplatesKey }),
  });
}

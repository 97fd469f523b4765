import { useMutation, useQueryClient } from '@tanstack/react-query';
import { authedFormDataRequest } from '../../../lib/authed-form-data-request';
import { downloadFile } from '../../../lib/download-file';
import type { PagesImportOutcome, PagesImportPreview } from '@sorteios/api-contract';

export const pagesFileName = (now = new Date()) => `paginas-${now.toISOString().slice(0, 10)}.json`;

export function useExportPagesMutation() {
  return useMutation({ mutationFn: () => downloadFile('/api/admin/pages-backup/export', pagesFileName()) });
}

const withFile = (file: File, fields: Record<string, string> = {}) => () => {
  const body = new FormData();
  body.append('file', file);
  for (const [name, value] of Object.entries(fields)) body.append(name, value);
  return body;
};

export function usePreviewPagesImportMutation() {
  return useMutation({ mutationFn: (file: File) => authedFormDataRequest<PagesImportPreview>('/api/admin/pages-backup/preview', withFile(file)) });
}

/** `substituir`: the conflicts to replace, each at the revision the preview showed. */
export function useImportPagesMutation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ file, substituir }: { file: File; substituir: Record<string, number> }) =>
      authedFormDataRequest<PagesImportOutcome>('/api/admin/pages-backup/import', withFile(file, { substituir: JSON.stringify(substituir) })),
    // The pages feature's list and page keys start with these (features do not import each other).
    onSuccess: () => Promise.all([queryClient.invalidateQueries({ queryKey: ['admin', 'pages'] }), queryClient.invalidateQueries({ queryKey: ['page'] })]),
  });
}

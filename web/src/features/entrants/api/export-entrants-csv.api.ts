import { useMutation } from '@tanstack/react-query';
import { downloadFile } from '../../../lib/download-file';
import { entrantsFileName } from '../components/entrants-file-name';

export function entrantsCsvPath(id: string, q: string): string {
  const query = q ? `?${new URLSearchParams({ q }).toString()}` : '';
  return `/api/giveaways/${encodeURIComponent(id)}/entries.csv${query}`;
}

/** Downloads the CSV the server builds (BOM, ';', formula-safe cells) for the current search. */
export function useExportEntrantsCsvMutation(id: string) {
  return useMutation({
    mutationFn: ({ q, titulo }: { q: string; titulo: string }) => downloadFile(entrantsCsvPath(id, q), entrantsFileName(titulo)),
  });
}

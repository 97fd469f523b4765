import { useMutation } from '@tanstack/react-query';
import { downloadFile } from '../../../lib/download-file';

export function contactsCsvPath(q: string): string {
  return q ? `/api/me/contacts.csv?${new URLSearchParams({ q }).toString()}` : '/api/me/contacts.csv';
}

/** The CSV the server builds (BOM, ';', formula-safe cells) for the current search. */
export function useExportContactsCsvMutation() {
  return useMutation({ mutationFn: ({ q, fileName }: { q: string; fileName: string }) => downloadFile(contactsCsvPath(q), fileName) });
}

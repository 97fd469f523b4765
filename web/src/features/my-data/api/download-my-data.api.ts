import { useMutation } from '@tanstack/react-query';
import { downloadFile } from '../../../lib/download-file';

/** The file's name as the server names it: the day it was made. */
export const myDataFileName = (now = new Date()) => `meus-dados-sorteios-${now.toISOString().slice(0, 10)}.json`;

/** GET /api/me/export: everything stored about me, as a JSON file. */
export function useDownloadMyDataMutation() {
  return useMutation({ mutationFn: () => downloadFile('/api/me/export', myDataFileName()) });
}

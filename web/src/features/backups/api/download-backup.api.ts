import { useMutation } from '@tanstack/react-query';
import { downloadFile } from '../../../lib/download-file';

/** The file's name as the server names it: the day it was made. */
export const backupFileName = (now = new Date()) => `sorteios-backup-${now.toISOString().slice(0, 10)}.json`;

export function useDownloadBackupMutation() {
  return useMutation({ mutationFn: () => downloadFile('/api/me/giveaways/backup', backupFileName()) });
}

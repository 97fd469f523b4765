import { useMutation, useQueryClient } from '@tanstack/react-query';
import { authedFormDataRequest } from '../../../lib/authed-form-data-request';
import type { RestoreOutcome } from '@sorteios/api-contract';

export function restoreBackup(file: File): Promise<RestoreOutcome> {
  return authedFormDataRequest<RestoreOutcome>('/api/me/giveaways/restore', () => {
    const body = new FormData();
    body.append('file', file);
    return body;
  });
}

export function useRestoreBackupMutation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: restoreBackup,
    // The new drafts show up in "Meus sorteios" (the creator feature's key; features do not import each other).
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['me', 'giveaways'] }),
  });
}

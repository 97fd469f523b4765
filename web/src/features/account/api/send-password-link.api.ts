import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';

/** POST /api/auth/forgot-password with the account's own e-mail: its link sets a first password as well as a new one. */
export function sendPasswordLink(email: string): Promise<void> {
  return apiRequest<void>('/api/auth/forgot-password', { method: 'POST', body: { email } });
}

export function useSendPasswordLinkMutation() {
  return useMutation({ mutationFn: sendPasswordLink });
}

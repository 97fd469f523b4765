import { useMutation } from '@tanstack/react-query';
import { authedRequest } from '../../../lib/authed-request';

/** POST /api/auth/resend-verification: a new confirmation link, offered where an entry needs a confirmed e-mail. */
export function resendConfirmation(): Promise<void> {
  return authedRequest<void>('/api/auth/resend-verification', { method: 'POST' });
}

export function useResendConfirmationMutation() {
  return useMutation({ mutationFn: resendConfirmation });
}

import { useMutation } from '@tanstack/react-query';
import { authedRequest } from '../../../lib/authed-request';

/** POST /api/auth/resend-verification: a new confirmation link (the previous one stops working). */
export function resendVerification(): Promise<void> {
  return authedRequest<void>('/api/auth/resend-verification', { method: 'POST' });
}

export function useResendVerificationMutation() {
  return useMutation({ mutationFn: resendVerification });
}

import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';

export function requestPasswordReset(email: string): Promise<void> {
  return apiRequest<void>('/api/auth/forgot-password', { method: 'POST', body: { email } });
}

export function useForgotPasswordMutation() {
  return useMutation({ mutationFn: requestPasswordReset });
}

import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';

export interface ResetPasswordInput {
  token: string;
  password: string;
}

export function resetPassword(input: ResetPasswordInput): Promise<void> {
  return apiRequest<void>('/api/auth/reset-password', { method: 'POST', body: input });
}

export function useResetPasswordMutation() {
  return useMutation({ mutationFn: resetPassword });
}

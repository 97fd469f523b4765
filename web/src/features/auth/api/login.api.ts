import { useMutation } from '@tanstack/react-query';
import type { AuthAnswer } from '@sorteios/api-contract';
import { apiRequest } from '../../../lib/api-client';
import { signIn } from '../../../lib/auth-session';

export interface LoginInput {
  email: string;
  password: string;
}

export function login(input: LoginInput): Promise<AuthAnswer> {
  return apiRequest<AuthAnswer>('/api/auth/login', { method: 'POST', body: input });
}

export function useLoginMutation() {
  return useMutation({
    mutationFn: login,
    onSuccess: ({ accessToken }) => signIn(accessToken),
  });
}

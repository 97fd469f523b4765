import { useMutation } from '@tanstack/react-query';
import type { AuthAnswer } from '@sorteios/api-contract';
import { apiRequest } from '../../../lib/api-client';
import { signIn } from '../../../lib/auth-session';
import { withChallenge } from '../../../lib/challenge-retry';

export interface LoginInput {
  email: string;
  password: string;
}

export function login(input: LoginInput, onVerifying?: (verifying: boolean) => void): Promise<AuthAnswer> {
  return withChallenge((headers) => apiRequest<AuthAnswer>('/api/auth/login', { method: 'POST', body: input, headers }), onVerifying);
}

export function useLoginMutation(onVerifying?: (verifying: boolean) => void) {
  return useMutation({
    mutationFn: (input: LoginInput) => login(input, onVerifying),
    onSuccess: ({ accessToken }) => signIn(accessToken),
  });
}

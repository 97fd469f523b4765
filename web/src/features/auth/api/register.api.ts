import { useMutation } from '@tanstack/react-query';
import type { AuthAnswer } from '@sorteios/api-contract';
import { apiRequest } from '../../../lib/api-client';
import { signIn } from '../../../lib/auth-session';
import { withChallenge } from '../../../lib/challenge-retry';

export interface RegisterInput {
  email: string;
  password: string;
  username: string;
  nome: string;
  sobrenome?: string;
}

export function register(input: RegisterInput, onVerifying?: (verifying: boolean) => void): Promise<AuthAnswer> {
  return withChallenge((headers) => apiRequest<AuthAnswer>('/api/auth/register', { method: 'POST', body: input, headers }), onVerifying);
}

export function useRegisterMutation(onVerifying?: (verifying: boolean) => void) {
  return useMutation({
    mutationFn: (input: RegisterInput) => register(input, onVerifying),
    onSuccess: ({ accessToken }) => signIn(accessToken),
  });
}

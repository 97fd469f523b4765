import { useMutation } from '@tanstack/react-query';
import type { AuthAnswer } from '@sorteios/api-contract';
import { apiRequest } from '../../../lib/api-client';
import { signIn } from '../../../lib/auth-session';

export interface RegisterInput {
  email: string;
  password: string;
  username: string;
  nome: string;
  sobrenome?: string;
}

export function register(input: RegisterInput): Promise<AuthAnswer> {
  return apiRequest<AuthAnswer>('/api/auth/register', { method: 'POST', body: input });
}

export function useRegisterMutation() {
  return useMutation({
    mutationFn: register,
    onSuccess: ({ accessToken }) => signIn(accessToken),
  });
}

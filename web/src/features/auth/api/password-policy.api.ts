import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';

export interface PasswordPolicy {
  minLength: number;
  maxLength: number | null;
  requireLowercase: boolean;
  requireUppercase: boolean;
  requireNumeric: boolean;
  requireNonAlphanumeric: boolean;
}

/** The server's default, used until (or if never) the real policy arrives; the server still decides. */
export const DEFAULT_PASSWORD_POLICY: PasswordPolicy = {
  minLength: 6,
  maxLength: null,
  requireLowercase: false,
  requireUppercase: false,
  requireNumeric: false,
  requireNonAlphanumeric: false,
};

export function getPasswordPolicy(): Promise<PasswordPolicy> {
  return apiRequest<PasswordPolicy>('/api/auth/password-policy');
}

export function usePasswordPolicy(): PasswordPolicy {
  const { data } = useQuery({
    queryKey: ['password-policy'],
    queryFn: getPasswordPolicy,
    staleTime: Infinity,
  });
  return data ?? DEFAULT_PASSWORD_POLICY;
}

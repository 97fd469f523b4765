import { useQuery, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { ME_KEY } from '../../../lib/use-me';

export function verifyEmail(token: string): Promise<void> {
  return apiRequest<void>('/api/auth/verify-email', { method: 'POST', body: { token } });
}

/**
 * Runs the verification once per token. It is a POST, but held as a query so React's double
 * effects (StrictMode) and re-renders cannot spend the one-time token twice and then report
 * the second, failed attempt.
 */
export function useVerifyEmailQuery(token: string | null) {
  const queryClient = useQueryClient();
  return useQuery({
    queryKey: ['verify-email', token],
    queryFn: async () => {
      await verifyEmail(token!);
      // A signed-in user's cached profile still says "not verified".
      await queryClient.invalidateQueries({ queryKey: ME_KEY });
      return true;
    },
    enabled: token !== null,
    staleTime: Infinity,
    gcTime: Infinity,
    retry: false,
  });
}

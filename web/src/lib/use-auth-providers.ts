import { useQuery } from '@tanstack/react-query';
import { apiRequest } from './api-client';

/** GET /api/auth/providers: the outside sign-in providers the server is configured for (["google", ...]). */
export function useAuthProviders() {
  return useQuery({
    queryKey: ['auth-providers'],
    queryFn: ({ signal }) => apiRequest<string[]>('/api/auth/providers', { signal }),
    // Configuration: it changes with a deploy, not while a page is open.
    staleTime: Infinity,
  });
}

const KNOWN_NAMES: Record<string, string> = { google: 'Google' };

/** How a provider's configured name is shown: "google" → "Google", "minha_empresa" → "Minha Empresa". */
export function providerLabel(name: string): string {
  return KNOWN_NAMES[name] ?? name.split(/[_-]+/).map((word) => word.charAt(0).toUpperCase() + word.slice(1)).join(' ');
}

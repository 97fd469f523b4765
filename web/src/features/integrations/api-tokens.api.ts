import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { ApiTokenList, ApiTokenScope, CreatedApiToken } from '@sorteios/api-contract';
import { authedRequest } from '../../lib/authed-request';

// Under 'me': the app drops every ['me', …] query when the session ends (another person's tokens never linger).
export const API_TOKENS_KEY = ['me', 'api-tokens'] as const;

/** Every scope, in the order the API lists them. */
export const API_TOKEN_SCOPES: readonly ApiTokenScope[] = ['giveaways:read', 'entries:read', 'draws:read'];

/** GET /api/tokens: my tokens, never the tokens themselves. */
export function listApiTokens(): Promise<ApiTokenList> {
  return authedRequest<ApiTokenList>('/api/tokens');
}

/** POST /api/tokens: the only answer that carries the token. */
export function createApiToken(body: { nome: string; escopos: ApiTokenScope[] }): Promise<CreatedApiToken> {
  return authedRequest<CreatedApiToken>('/api/tokens', { method: 'POST', body });
}

/** DELETE /api/tokens/:id: refused from the next request on. */
export function revokeApiToken(id: string): Promise<void> {
  return authedRequest<void>(`/api/tokens/${encodeURIComponent(id)}`, { method: 'DELETE' });
}

export function useApiTokensQuery() {
  return useQuery({ queryKey: API_TOKENS_KEY, queryFn: listApiTokens });
}

export function useCreateApiTokenMutation() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: createApiToken, onSuccess: () => queryClient.invalidateQueries({ queryKey: API_TOKENS_KEY }) });
}

export function useRevokeApiTokenMutation() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: revokeApiToken, onSuccess: () => queryClient.invalidateQueries({ queryKey: API_TOKENS_KEY }) });
}

import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { AdminUser } from '@sorteios/api-contract';
import { authedRequest } from '../../../lib/authed-request';
import { BOSS_KEY } from './boss.types';

export type AccessChange = Partial<Pick<AdminUser, 'isPro' | 'isAdmin' | 'verified' | 'disabled'>>;

/** PUT /api/admin/users/:id/roles, always with the reason. */
export function useChangeAccessMutation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, change, motivo }: { id: string; change: AccessChange; motivo: string }) =>
      authedRequest<AdminUser>(`/api/admin/users/${encodeURIComponent(id)}/roles`, { method: 'PUT', body: { ...change, motivo } }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: BOSS_KEY }),
  });
}

import { useMutation } from '@tanstack/react-query';
import { authedRequest } from '../../../lib/authed-request';

/** DELETE /api/me with the password: 202, or 400 INVALID_CREDENTIALS (nothing erased). */
export function eraseAccount(password: string): Promise<{ erasedAt: string }> {
  return authedRequest<{ erasedAt: string }>('/api/me', { method: 'DELETE', body: { password } });
}

export function useEraseAccountMutation() {
  return useMutation({ mutationFn: eraseAccount });
}

import { useMutation } from '@tanstack/react-query';
import { signOut } from '../../../lib/auth-session';

/** POST /api/auth/logout, then the session ends; the dashboard guard then sends the user to /login. */
export function useSignOutMutation() {
  return useMutation({ mutationFn: signOut });
}

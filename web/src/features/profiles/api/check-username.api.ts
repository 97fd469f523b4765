import { authedRequest } from '../../../lib/authed-request';

export type UsernameAvailability = { disponivel: true } | { disponivel: false; motivo: string };

/** GET /api/users/:username/availability — the signed-in user's own name counts as available. */
export function checkUsername(username: string, signal?: AbortSignal): Promise<UsernameAvailability> {
  return authedRequest<UsernameAvailability>(`/api/users/${encodeURIComponent(username)}/availability`, { signal });
}

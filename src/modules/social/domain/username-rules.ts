/**
 * The username rule of registration and PATCH /api/me (accounts' RegisterDto), repeated here
 * because a module imports another only through its events; username-rules.spec.ts fails if
 * the two ever differ.
 */
export const USERNAME_PATTERN = /^[a-zA-Z0-9_.]{3,30}$/;
export const USERNAME_RULE_MESSAGE = 'O nome de usuário deve ter de 3 a 30 caracteres: letras, números, ponto ou sublinhado.';
export const USERNAME_TAKEN_MESSAGE = 'Este nome de usuário já está em uso.';

export type UsernameAvailability = { disponivel: true } | { disponivel: false; motivo: string };

/**
 * Whether `username` could be taken now: well formed, and held by nobody else (usernames are
 * unique regardless of case). `holderId` is the id of the user who has it, if anyone does;
 * the caller's own name counts as available to them.
 */
export function usernameAvailability(username: string, holderId: string | null, callerId: string | null): UsernameAvailability {
  if (!USERNAME_PATTERN.test(username)) return { disponivel: false, motivo: USERNAME_RULE_MESSAGE };
  if (holderId !== null && holderId !== callerId) return { disponivel: false, motivo: USERNAME_TAKEN_MESSAGE };
  return { disponivel: true };
}

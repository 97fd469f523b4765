import { ApiError } from './api-error';
import { CHALLENGE_HEADER, solveFreshChallenge } from './challenge-solver';

/**
 * The answers a solved challenge lifts: 428 CHALLENGE_REQUIRED (a burst of sign-ups or
 * entries, or an account with many failed sign-ins) and 429 LOGIN_DELAYED (the account's
 * wait after failures, which a solved challenge skips).
 */
export function needsChallenge(error: unknown): boolean {
  return (
    error instanceof ApiError &&
    ((error.status === 428 && error.code === 'CHALLENGE_REQUIRED') || (error.status === 429 && error.code === 'LOGIN_DELAYED'))
  );
}

/**
 * Sends once; if the API asks for a challenge, solves one and sends once more with it,
 * telling `onVerifying` meanwhile so the button can say "Verificando…". Nobody sees a
 * captcha: the proof of work runs by itself.
 */
export async function withChallenge<T>(send: (headers: Record<string, string>) => Promise<T>, onVerifying?: (verifying: boolean) => void): Promise<T> {
  try {
    return await send({});
  } catch (error) {
    if (!needsChallenge(error)) throw error;
    onVerifying?.(true);
    try {
      return await send({ [CHALLENGE_HEADER]: await solveFreshChallenge() });
    } finally {
      onVerifying?.(false);
    }
  }
}

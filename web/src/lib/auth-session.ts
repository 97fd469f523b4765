import { apiRequest } from './api-client';

export type SessionStatus = 'restoring' | 'signed-in' | 'signed-out';

/**
 * Why the session ended matters to the guard: after "Sair" the user goes to /login plainly,
 * after an expired session they come back to the page they were on (?next=).
 */
export type SignOutReason = 'user' | 'expired';

export interface SessionSnapshot {
  status: SessionStatus;
  /** Kept in memory only: a token in localStorage could be read by any injected script. */
  accessToken: string | null;
  signOutReason: SignOutReason | null;
}

let snapshot: SessionSnapshot = { status: 'restoring', accessToken: null, signOutReason: null };
const listeners = new Set<() => void>();
let refreshInFlight: Promise<string | null> | null = null;

function update(next: SessionSnapshot): void {
  snapshot = next;
  listeners.forEach((listener) => listener());
}

export function getSession(): SessionSnapshot {
  return snapshot;
}

export function subscribeToSession(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function signIn(accessToken: string): void {
  update({ status: 'signed-in', accessToken, signOutReason: null });
}

export function endSession(reason: SignOutReason): void {
  update({ status: 'signed-out', accessToken: null, signOutReason: reason });
}

/**
 * Trades the refresh cookie for a new access token. Callers at the same moment share one
 * request, so a burst of 401s does not rotate the refresh token several times. Any failure
 * ends the session: without a token nothing authenticated can work.
 */
export function refreshSession(): Promise<string | null> {
  refreshInFlight ??= apiRequest<{ accessToken: string }>('/api/auth/refresh', { method: 'POST' })
    .then(({ accessToken }) => {
      signIn(accessToken);
      return accessToken;
    })
    .catch(() => {
      endSession('expired');
      return null;
    })
    .finally(() => {
      refreshInFlight = null;
    });
  return refreshInFlight;
}

/**
 * The server sets this readable cookie with the httpOnly refresh cookie and clears both
 * together (docs/api.md): without it there is no session to restore.
 */
const SESSION_HINT = /(?:^|;\s*)sorteios_sessao=/;

export function hasSessionHint(): boolean {
  return typeof document !== 'undefined' && SESSION_HINT.test(document.cookie);
}

/**
 * Called once at start: a returning visitor with a refresh cookie is signed in again. A
 * visitor who never signed in is signed out at once, without a refresh request the server
 * could only refuse (a 401 in every anonymous visitor's console).
 */
export function restoreSession(): Promise<string | null> {
  if (!hasSessionHint()) {
    endSession('expired');
    return Promise.resolve(null);
  }
  return refreshSession();
}

/** Ends the session on the server (clears the cookie) and here, even if the server is unreachable. */
export async function signOut(): Promise<void> {
  const token = snapshot.accessToken;
  try {
    await apiRequest<void>('/api/auth/logout', {
      method: 'POST',
      headers: token ? { Authorization: `Bearer ${token}` } : undefined,
    });
  } catch {
    // The local session must end regardless; the cookie expires on its own.
  } finally {
    endSession('user');
  }
}

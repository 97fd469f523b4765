import { type Challenge, type Solution, solveChallenge } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/web/sha';
import { apiRequest } from './api-client';

/** The request header a solved challenge travels in (docs/api.md, "Proof-of-work challenge"). */
export const CHALLENGE_HEADER = 'X-Altcha';

/**
 * Fetches a fresh challenge from the API and solves it with Web Crypto; resolves to the
 * header value ALTCHA's widget would send (base64 of `{ challenge, solution }`). The work
 * runs in a Web Worker where the browser has one, so the page stays responsive; otherwise
 * here, where altcha-lib's solver hands the event loop back every ~200 ms.
 */
export async function solveFreshChallenge(): Promise<string> {
  const challenge = await apiRequest<Challenge>('/api/challenge');
  const solution = (await solveInWorker(challenge)) ?? (await solveChallenge({ challenge, deriveKey }));
  if (!solution) throw new Error('challenge not solved in time');
  return btoa(JSON.stringify({ challenge, solution }));
}

async function solveInWorker(challenge: Challenge): Promise<Solution | null> {
  if (typeof Worker === 'undefined') return null;
  try {
    const { solveWithWorker } = await import('./challenge-worker-client');
    return await solveWithWorker(challenge);
  } catch {
    // A blocked or broken worker (strict CSP, old browser): solve on this thread instead.
    return null;
  }
}

import type { Challenge, Solution } from 'altcha-lib';

/** Solves a challenge in a dedicated worker (challenge.worker.ts); rejects if the worker fails. */
export function solveWithWorker(challenge: Challenge): Promise<Solution | null> {
  const worker = new Worker(new URL('./challenge.worker.ts', import.meta.url), { type: 'module' });
  return new Promise<Solution | null>((resolve, reject) => {
    worker.onmessage = (event: MessageEvent<{ solution?: Solution | null; error?: string }>) => {
      if (event.data.error) reject(new Error(event.data.error));
      else resolve(event.data.solution ?? null);
    };
    worker.onerror = (event) => reject(new Error(event.message));
    worker.postMessage(challenge);
  }).finally(() => worker.terminate());
}

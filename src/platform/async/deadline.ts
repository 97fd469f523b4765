/**
 * Bounds on waits that touch a store. A paused server (MongoDB under kill -STOP, a dead
 * Redis) can leave a call pending for minutes; a request or a health probe must not wait
 * that long, so they race each call against what is left of their own deadline.
 */
export class TimeoutError extends Error {
  readonly code = 'TIMEOUT';
  constructor(what: string, ms: number) {
    super(`${what}: sem resposta em ${ms} ms`);
  }
}

/** Resolves like `promise`, or rejects with TimeoutError after `ms` (the call itself goes on). */
export function withTimeout<T>(promise: Promise<T>, ms: number, what = 'operação'): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new TimeoutError(what, ms)), Math.max(0, ms));
    timer.unref();
  });
  // A late rejection of the raced call must not become an unhandled rejection.
  promise.catch(() => undefined);
  return Promise.race([promise, timeout]).finally(() => clearTimeout(timer));
}

/** Exponential backoff: initialMs, doubling per attempt (1-based), capped at maxMs. */
export function backoffDelay(attempt: number, initialMs: number, maxMs: number): number {
  return Math.min(maxMs, initialMs * 2 ** Math.min(Math.max(0, attempt - 1), 30));
}

/**
 * Remembers solved challenges until they expire, so one solution buys one request
 * (a replayed X-Altcha header is refused). Redis when REDIS_URL is set, so every API
 * replica refuses a solution any of them has accepted; memory otherwise.
 */
export interface UsedSolutionStore {
  /** True the first time `id` is seen before `expiresAtMs`; false if it was already used. */
  markUsed(id: string, expiresAtMs: number): Promise<boolean>;
  close(): Promise<void>;
}

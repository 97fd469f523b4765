import type { UsedSolutionStore } from './used-solution-store.port';

/** Solutions used in this process; expired ones are swept as new ones arrive. */
export class MemoryUsedSolutionStore implements UsedSolutionStore {
  private readonly used = new Map<string, number>();
  private nextSweep = 0;

  constructor(private readonly now: () => number = Date.now) {}

  async markUsed(id: string, expiresAtMs: number): Promise<boolean> {
    const now = this.now();
    this.sweep(now);
    const until = this.used.get(id);
    if (until !== undefined && until > now) return false;
    this.used.set(id, expiresAtMs);
    return true;
  }

  async close(): Promise<void> {
    this.used.clear();
  }

  // At most once a second: a burst of entries must not pay for a full scan each.
  private sweep(now: number): void {
    if (now < this.nextSweep) return;
    this.nextSweep = now + 1000;
    for (const [id, until] of this.used) if (until <= now) this.used.delete(id);
  }
}

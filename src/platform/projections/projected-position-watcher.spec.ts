import type { PositionKind, PositionSignals } from '../signals/position-signals.port';
import { ProjectedPositionWatcher } from './projected-position-watcher';

/** Signals within the test: what another process's runner would publish. */
class TestSignals implements PositionSignals {
  readonly name = 'test';
  readonly crossProcess = true;
  private readonly listeners = new Set<(position: number) => void>();
  publish(kind: PositionKind, position: number): void {
    if (kind === 'projected') for (const l of this.listeners) l(position);
  }
  on(kind: PositionKind, listener: (position: number) => void): () => void {
    if (kind !== 'projected') return () => undefined;
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }
  async close(): Promise<void> {}
}

describe('ProjectedPositionWatcher', () => {
  let stored: number;
  let reads: number;
  let watcher: ProjectedPositionWatcher | null = null;
  const readStored = async () => {
    reads += 1;
    return stored;
  };

  beforeEach(() => {
    stored = 0;
    reads = 0;
  });
  afterEach(() => watcher?.close());

  it('answers at once when the position is already projected', async () => {
    stored = 7;
    watcher = new ProjectedPositionWatcher(readStored, new TestSignals(), { pollMs: 10 });
    await expect(watcher.wait(5, 1000)).resolves.toBe(true);
    // Known from that read: the next wait for an older position needs no read at all.
    const before = reads;
    await expect(watcher.wait(6, 1000)).resolves.toBe(true);
    expect(reads).toBe(before);
  });

  it('settles a waiter when a later poll of the stored checkpoints reaches its position', async () => {
    watcher = new ProjectedPositionWatcher(readStored, new TestSignals(), { pollMs: 5 });
    const reached = watcher.wait(3, 5000);
    setTimeout(() => (stored = 3), 30);
    await expect(reached).resolves.toBe(true);
  });

  it('reads the checkpoints once per poll for the whole process, however many requests wait', async () => {
    watcher = new ProjectedPositionWatcher(readStored, new TestSignals(), { pollMs: 20 });
    const waits = Array.from({ length: 100 }, (_, i) => watcher!.wait(i + 1, 5000));
    await new Promise((r) => setTimeout(r, 100));
    stored = 100;
    await expect(Promise.all(waits)).resolves.toEqual(Array(100).fill(true));
    // About 100 ms / 20 ms polls, not 100 waiters × polls.
    expect(reads).toBeLessThan(20);
  });

  it('settles waiters on a projected signal without waiting for the next poll', async () => {
    const signals = new TestSignals();
    watcher = new ProjectedPositionWatcher(readStored, signals, { pollMs: 60_000 });
    const first = watcher.wait(4, 30_000);
    const later = watcher.wait(9, 30_000);
    signals.publish('projected', 5);
    await expect(first).resolves.toBe(true);
    signals.publish('projected', 9);
    await expect(later).resolves.toBe(true);
  });

  it('answers false at the deadline while the read store hangs, and keeps one read in flight', async () => {
    watcher = new ProjectedPositionWatcher(
      () => {
        reads += 1;
        return new Promise<number>(() => undefined);
      },
      new TestSignals(),
      { pollMs: 5 },
    );
    await expect(Promise.all([watcher.wait(1, 50), watcher.wait(2, 80)])).resolves.toEqual([false, false]);
    expect(reads).toBe(1);
  });

  it('keeps polling after a failed read', async () => {
    let failures = 2;
    watcher = new ProjectedPositionWatcher(
      async () => {
        if (failures-- > 0) throw new Error('MongoNetworkError');
        return 1;
      },
      new TestSignals(),
      { pollMs: 5 },
    );
    await expect(watcher.wait(1, 5000)).resolves.toBe(true);
  });
});

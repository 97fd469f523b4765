import type { PositionSignals } from '../signals/position-signals.port';

interface Waiter {
  position: number;
  resolve: (reached: boolean) => void;
  timer: NodeJS.Timeout;
}

export interface WatcherOptions {
  /** How often to read the stored position while anyone waits. */
  pollMs: number;
}

/**
 * Read-your-writes in a process that does not project (an `api` replica, a standby worker):
 * one watcher for the whole process, however many requests wait. While any waits, it reads
 * the stored position once per poll (one read in flight at most, so a hung read store costs
 * no pile of reads), and a `projected` signal from the projecting process settles waiters at
 * once. Each waiter has its own deadline; the watcher itself never blocks a request.
 */
export class ProjectedPositionWatcher {
  private readonly waiters = new Set<Waiter>();
  /** The highest position seen projected (positions only grow; a rebuild runs offline). */
  private known = 0;
  private reading: Promise<void> | null = null;
  private looping = false;
  private readonly unlisten: () => void;

  constructor(
    private readonly readStoredPosition: () => Promise<number>,
    signals: PositionSignals,
    private readonly options: WatcherOptions,
  ) {
    this.unlisten = signals.on('projected', (position) => this.reached(position));
  }

  /** Resolves true once `position` is projected, false after timeoutMs. */
  wait(position: number, timeoutMs: number): Promise<boolean> {
    if (this.known >= position) return Promise.resolve(true);
    if (timeoutMs <= 0) return Promise.resolve(false);
    return new Promise((resolve) => {
      const waiter: Waiter = {
        position,
        resolve,
        timer: setTimeout(() => {
          if (this.waiters.delete(waiter)) resolve(false);
        }, timeoutMs),
      };
      waiter.timer.unref();
      this.waiters.add(waiter);
      this.startLoop();
    });
  }

  close(): void {
    this.unlisten();
    for (const waiter of this.waiters) {
      clearTimeout(waiter.timer);
      waiter.resolve(false);
    }
    this.waiters.clear();
  }

  private reached(position: number): void {
    if (position <= this.known) return;
    this.known = position;
    for (const waiter of this.waiters) {
      if (waiter.position > position) continue;
      this.waiters.delete(waiter);
      clearTimeout(waiter.timer);
      waiter.resolve(true);
    }
  }

  private startLoop(): void {
    if (this.looping) return;
    this.looping = true;
    void (async () => {
      while (this.waiters.size > 0) {
        this.reading ??= this.readStoredPosition().then(
          (position) => this.reached(position),
          () => undefined,
        ).finally(() => (this.reading = null));
        // The next read after pollMs, and not before the one in flight ends.
        await Promise.all([this.reading, new Promise((resolve) => setTimeout(resolve, this.options.pollMs))]);
      }
      this.looping = false;
    })();
  }
}

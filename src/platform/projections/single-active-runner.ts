import { withTimeout } from '../async/deadline';
import type { LeaseView, ProjectionLease } from './projection-lease';
import type { ProjectionRunner, RunnerLog } from './projection-runner';

/** The runner's log calls plus warn (Nest's Logger has all three). */
export interface LeaseLog extends RunnerLog {
  warn(fields: Record<string, unknown>, message: string): void;
}

/** The fence a runner gets: asked before every event and checkpoint write; told when it said no. */
export interface RunnerFence {
  holdsLease: () => boolean;
  onLeaseLost: () => void;
}

export interface SingleActiveRunnerOptions {
  /** How often the holder renews and a standby looks at the lease; default a third of the TTL. */
  checkEveryMs?: number;
  log: LeaseLog;
}

/**
 * Runs the projection runner only while this process holds the projection lease, so two
 * workers (or two `all` processes) on the same read store never project at once: the one
 * without the lease stands by and takes over within about one TTL after the holder dies or
 * stops. A holder that loses the lease (its renewals failed or it was paused past its
 * deadline) is fenced at once: its runner refuses the next event and checkpoint write, and
 * is stopped.
 *
 * Every check renews or looks; each is bounded by the check interval, so a hung read store
 * never stops the loop (the lease then lapses by the clock alone, as it must).
 */
export class SingleActiveRunner {
  private active: ProjectionRunner | null = null;
  /** The lease term the active runner was started in: it is fenced to that term alone. */
  private activeTerm: number | null = null;
  private timer: NodeJS.Timeout | null = null;
  private stopped = false;
  private pending: Promise<boolean> | null = null;
  /** Starts and stops of the runner happen one at a time, in order. */
  private transition: Promise<void> = Promise.resolve();
  private standingBy: string | null = null;
  private readonly checkEveryMs: number;
  private readonly log: LeaseLog;

  constructor(
    private readonly lease: ProjectionLease,
    private readonly createRunner: (fence: RunnerFence) => ProjectionRunner,
    options: SingleActiveRunnerOptions,
  ) {
    this.checkEveryMs = options.checkEveryMs ?? Math.max(50, Math.floor(lease.ttlMs / 3));
    this.log = options.log;
  }

  /** The first check is awaited: a lone process is projecting when start() resolves. */
  async start(): Promise<void> {
    await this.check();
    this.schedule();
  }

  /** The runner, while this process holds the lease and it is started; null on standby. */
  runner(): ProjectionRunner | null {
    return this.active;
  }

  view(): LeaseView {
    return this.lease.view();
  }

  /**
   * Stops projecting (the batch in progress commits), then releases the lease so a standby
   * takes over at its next check instead of after the TTL. `release: false` leaves the term
   * to expire as a crash would (tests).
   */
  async stop(options: { release?: boolean } = {}): Promise<void> {
    this.stopped = true;
    if (this.timer) clearTimeout(this.timer);
    this.timer = null;
    await this.serially(() => this.stopRunner());
    if (options.release === false) return;
    // After a renewal still in flight, so that it cannot extend the term released.
    const release = (async () => {
      await this.pending?.catch(() => undefined);
      await this.lease.release();
    })();
    await withTimeout(release, this.checkEveryMs, 'liberação da concessão').catch((err) =>
      this.log.warn({ err, holder: this.lease.holder }, 'Não foi possível liberar a concessão das projeções; ela expira sozinha'),
    );
  }

  private schedule(): void {
    if (this.stopped) return;
    this.timer = setTimeout(() => void this.check().finally(() => this.schedule()), this.checkEveryMs);
    this.timer.unref();
  }

  private async check(): Promise<void> {
    // One renewal at a time: a slow one keeps running while later checks only read the clock.
    this.pending ??= this.lease.attempt().finally(() => (this.pending = null));
    try {
      await withTimeout(this.pending, this.checkEveryMs, 'concessão das projeções');
    } catch (err) {
      this.log.error(
        { consumer: 'projection-lease', holder: this.lease.holder, held: this.lease.holds(), err },
        'Falha ao renovar ou obter a concessão das projeções; nova tentativa em seguida',
      );
    }
    if (this.stopped) return;
    if (this.lease.holds()) await this.serially(() => this.startRunner());
    else await this.serially(() => this.standBy());
  }

  private async startRunner(): Promise<void> {
    const term = this.lease.heldTerm();
    if (this.stopped || term === null) return;
    if (this.active && this.activeTerm === term) return;
    // A runner from an earlier term (this process lost the lease and took a new term before
    // it noticed): others may have projected meanwhile, so its checkpoints in memory are
    // stale. A fresh runner reads them again.
    await this.stopRunner();
    const runner = this.createRunner({
      holdsLease: () => this.lease.heldTerm() === term,
      // Fenced inside a batch: stop now rather than at the next check.
      onLeaseLost: () => void this.serially(() => this.standBy()),
    });
    this.active = runner;
    this.activeTerm = term;
    try {
      await runner.start();
    } catch (err) {
      this.active = null;
      this.activeTerm = null;
      await runner.stop().catch(() => undefined);
      this.log.error({ consumer: 'projection-lease', err }, 'As projeções não puderam começar; nova tentativa na próxima verificação da concessão');
      return;
    }
    this.standingBy = null;
    this.log.log({ holder: this.lease.holder, term }, `Concessão das projeções obtida (termo ${term}): este processo roda as projeções e os reatores`);
  }

  private async standBy(): Promise<void> {
    if (this.active && this.lease.heldTerm() !== this.activeTerm) {
      await this.stopRunner();
      if (!this.lease.holds()) {
        this.log.warn({ holder: this.lease.holder }, 'Concessão das projeções perdida: projeções paradas neste processo, que fica em espera');
      }
    }
    // Holding a newer term: the next check starts a fresh runner.
    if (this.active || this.stopped || this.lease.holds()) return;
    const view = this.lease.view();
    const key = `${view.holder}#${view.term}`;
    if (this.standingBy === key) return;
    this.standingBy = key;
    this.log.log(
      { holder: this.lease.holder, activeHolder: view.holder, expiresAt: view.expiresAt },
      `Em espera: outro processo roda as projeções (${view.holder ?? 'desconhecido'}); assume quando a concessão dele expirar`,
    );
  }

  private async stopRunner(): Promise<void> {
    const runner = this.active;
    this.active = null;
    this.activeTerm = null;
    await runner?.stop();
  }

  /** Runs `step` after the steps queued before it; a failing step is logged, never thrown. */
  private serially(step: () => Promise<void>): Promise<void> {
    this.transition = this.transition.then(step).catch((err) => this.log.error({ consumer: 'projection-lease', err }, 'Falha ao iniciar ou parar as projeções'));
    return this.transition;
  }
}

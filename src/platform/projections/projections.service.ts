import { Inject, Injectable, Logger, OnApplicationBootstrap, Optional } from '@nestjs/common';
import { APP_CONFIG, AppConfig } from '../../config/app-config';
import { withTimeout } from '../async/deadline';
import { EVENT_STORE, EventStore } from '../event-store/event-store.port';
import { AdapterHealth } from '../health/adapter-health';
import type { ConsumerLag } from '../metrics/metrics';
import { Metrics } from '../metrics/metrics';
import { READ_STORE, ReadStore } from '../read-store/read-store.port';
import type { Projection, Reactor } from './projection';
import { LeaseView, ProjectionLease } from './projection-lease';
import { ParkedConsumer, ProjectionRunner, rebuildProjections, StoredCheckpoint } from './projection-runner';
import { RunnerFence, SingleActiveRunner } from './single-active-runner';
import { ProjectedPositionWatcher } from './projected-position-watcher';
import { POSITION_SIGNALS, PositionSignals } from '../signals/position-signals.port';

/**
 * How often a process that does not project reads the stored checkpoints while requests
 * wait: often when nothing tells it of progress, rarely when the projecting process does.
 */
const POLL_MS = { unsignalled: 25, signalled: 250 };

/** What readiness needs to know about the projections. */
export interface ProjectionsStatus {
  /** Log positions not yet projected by the consumers still fed; -1 when it cannot be read in time. */
  lag: number;
  /** Every consumer is being fed: the runner is started (where there is one) and none is parked. */
  running: boolean;
  parked: ParkedConsumer[];
  /** Batches failing and being retried (roles that project only), null when all is well. */
  retrying: { since: string; attempt: number; error: string } | null;
  /**
   * Where several processes could project (a shared read store): `active` if this process
   * holds the projection lease, `standby` if it waits (ready all the same: lag and parked
   * consumers are then read from the stored checkpoints, as in an api replica).
   */
  lease?: LeaseView;
}

/**
 * Modules register their projections and reactors here while they initialise; the runner
 * starts at bootstrap in the roles that project (all, worker). An API-only replica answers
 * read-your-writes and lag from the checkpoints the worker stores, each read bounded.
 */
@Injectable()
export class ProjectionsService implements OnApplicationBootstrap {
  private readonly logger = new Logger('Projections');
  readonly projections: Projection[] = [];
  readonly reactors: Reactor[] = [];
  /** The runner where this process alone can project (the embedded read store). */
  private lone: ProjectionRunner | null = null;
  /** Where the read store is shared (MONGO_URL): the runner runs only under the lease. */
  private leased: SingleActiveRunner | null = null;
  /** Read-your-writes while this process does not project: one watcher, however many wait. */
  private readonly watcher: ProjectedPositionWatcher;

  constructor(
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    @Inject(EVENT_STORE) private readonly events: EventStore,
    @Inject(READ_STORE) private readonly store: ReadStore,
    private readonly adapters: AdapterHealth,
    @Inject(POSITION_SIGNALS) private readonly signals: PositionSignals,
    @Optional() private readonly metrics?: Metrics,
  ) {
    metrics?.watchConsumers((timeoutMs) => this.consumerLags(timeoutMs));
    const pollMs = signals.crossProcess ? POLL_MS.signalled : POLL_MS.unsignalled;
    this.watcher = new ProjectedPositionWatcher(() => this.storedPosition(), signals, { pollMs });
  }

  register(...items: Array<Projection | Reactor>): void {
    for (const item of items) {
      if ('apply' in item) this.projections.push(item);
      else this.reactors.push(item);
    }
  }

  async onApplicationBootstrap(): Promise<void> {
    if (this.config.role === 'api' || this.config.role === 'maintenance') return;
    // The embedded read store lives in this process: no other process can project into it,
    // so role `all` on the defaults runs its runner as before, with no lease to keep.
    if (!this.config.mongoUrl) {
      this.lone = this.newRunner();
      const starting = this.lone.start();
      if (this.store.isLoaded?.() !== false) return starting;
      // Still loading after a restart: the app answers meanwhile (readiness says why it is not
      // ready yet) and the runner goes on from its checkpoints as soon as the data is in.
      starting.catch((err) => this.logger.error({ err }, 'As projeções não puderam começar'));
      return;
    }
    // A shared read store: any number of `worker` (or `all`) processes may be started on
    // it, and one at a time projects (docs/operations.md, Scaling out).
    const lease = new ProjectionLease(this.store, { ttlMs: this.config.projectionLeaseTtlMs });
    this.leased = new SingleActiveRunner(lease, (fence) => this.newRunner(fence), { log: this.logger });
    await this.leased.start();
  }

  /** The runner projecting in this process: the lone one, or the leased one while the lease is held. */
  private get runner(): ProjectionRunner | null {
    return this.leased ? this.leased.runner() : this.lone;
  }

  /**
   * Whether this process projects now (the lone runner, or the lease holder): what runs once
   * for the whole deployment, like sending webhooks, runs where this is true.
   */
  projectsHere(): boolean {
    return this.runner !== null;
  }

  private newRunner(fence?: RunnerFence): ProjectionRunner {
    return new ProjectionRunner(this.events, this.store, this.projections, this.reactors, {
      maxAttempts: this.config.projectionRetry.maxAttempts,
      retryMaxMs: this.config.projectionRetry.maxDelayMs,
      dependenciesHealthy: () => this.adapters.allOk(),
      log: this.logger,
      onConsumerError: (consumer) => this.metrics?.consumerErrors.inc({ consumer }),
      onProjected: (position) => this.signals.publish('projected', position),
      ...fence,
    });
  }

  /**
   * Read-your-writes with a bounded wait (READ_YOUR_WRITES_TIMEOUT_MS): from the runner
   * where this process projects, else from the process's one watcher of the stored
   * checkpoints (a read store that hangs costs the request the timeout, never more).
   */
  waitFor(position: number): Promise<boolean> {
    const timeout = this.config.readYourWritesTimeoutMs;
    const runner = this.runner;
    return runner ? runner.waitFor(position, timeout) : this.watcher.wait(position, timeout);
  }

  /** Log positions not yet projected, unbounded (benches poll it; readiness uses status()). */
  async lag(): Promise<number> {
    const runner = this.runner;
    if (runner) return runner.lag();
    return Math.max(0, (await this.events.headPosition()) - (await this.storedPosition()));
  }

  /** Lag, parked consumers and retries (and the lease, where there is one); every store read bounded by timeoutMs. */
  async status(timeoutMs: number): Promise<ProjectionsStatus> {
    const status = await this.feedStatus(timeoutMs);
    return this.leased ? { ...status, lease: this.leased.view() } : status;
  }

  private async feedStatus(timeoutMs: number): Promise<ProjectionsStatus> {
    // Read once: under a lease the runner may stop (and be replaced) while this waits.
    const runner = this.runner;
    if (runner) {
      const lag = await withTimeout(runner.lag(), timeoutMs, 'posição do log').catch(() => -1);
      const parked = runner.parked();
      return { lag, running: runner.running() && parked.length === 0, parked, retrying: runner.retrying() };
    }
    try {
      const [head, rows] = await withTimeout(Promise.all([this.events.headPosition(), this.storedCheckpoints()]), timeoutMs, 'checkpoints');
      const parked = rows.flatMap((r) => (r.parked ? [r.parked] : []));
      return { lag: Math.max(0, head - this.positionOf(rows)), running: parked.length === 0, parked, retrying: null };
    } catch {
      // Unknown rather than wrong: readiness fails on lag -1, with the adapters saying why.
      return { lag: -1, running: true, parked: [], retrying: null };
    }
  }

  /**
   * Each consumer's lag (metrics), read like status(): from the runner's checkpoints where
   * it runs, else from the stored ones; lag -1 for all when the stores do not answer in time.
   */
  async consumerLags(timeoutMs: number): Promise<ConsumerLag[]> {
    const runner = this.runner;
    const parkedHere = new Set((runner?.parked() ?? []).map((p) => p.consumer));
    try {
      if (runner) {
        const head = await withTimeout(this.events.headPosition(), timeoutMs, 'posição do log');
        return runner.consumerPositions().map(({ consumer, position }) => ({ consumer, lag: Math.max(0, head - position), parked: parkedHere.has(consumer) }));
      }
      const [head, rows] = await withTimeout(Promise.all([this.events.headPosition(), this.storedCheckpoints()]), timeoutMs, 'checkpoints');
      const byKey = new Map(rows.map((r) => [r._id, r]));
      return this.consumerKeys().map((consumer) => {
        const row = byKey.get(consumer);
        return { consumer, lag: Math.max(0, head - (row?.position ?? 0)), parked: Boolean(row?.parked) };
      });
    } catch {
      return this.consumerKeys().map((consumer) => ({ consumer, lag: -1, parked: parkedHere.has(consumer) }));
    }
  }

  /**
   * Drops every read model and replays the log, then projects on (rebuildProjections, in this
   * process): what an erasure needs so that the read store's files forget a person whose data
   * the log now reads as removed (docs/personal-data.md). Only where this process alone
   * projects (the embedded read store); false elsewhere, where `npm run projections:rebuild` does it.
   */
  async rebuildHere(): Promise<boolean> {
    const lone = this.lone;
    if (this.leased || !lone) return false;
    await lone.stop();
    try {
      await rebuildProjections(this.events, this.store, this.projections, this.reactors.map((r) => r.name));
    } finally {
      this.lone = this.newRunner();
      await this.lone.start();
    }
    return true;
  }

  /** Stops projecting; a lease holder then releases the lease, so a standby takes over at once. */
  async stop(): Promise<void> {
    this.watcher.close();
    await (this.leased ? this.leased.stop() : this.lone?.stop());
  }

  private consumerKeys(): string[] {
    return [...this.projections.map((p) => `projection:${p.name}`), ...this.reactors.map((r) => `reactor:${r.name}`)];
  }

  private storedCheckpoints(): Promise<StoredCheckpoint[]> {
    return this.store.collection<StoredCheckpoint>('checkpoints').find({ _id: { $in: this.consumerKeys() } });
  }

  private async storedPosition(): Promise<number> {
    return this.positionOf(await this.storedCheckpoints());
  }

  /** Like the runner's position(): the lowest checkpoint of the consumers not parked (0 if one is missing). */
  private positionOf(rows: StoredCheckpoint[]): number {
    const byKey = new Map(rows.map((r) => [r._id, r]));
    const fed = this.consumerKeys().filter((k) => !byKey.get(k)?.parked);
    if (fed.length === 0) return Number.MAX_SAFE_INTEGER;
    return Math.min(...fed.map((k) => byKey.get(k)?.position ?? 0));
  }
}

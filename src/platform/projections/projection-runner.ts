import { Logger } from '@nestjs/common';
import { withTimeout } from '../async/deadline';
import type { EventStore, RecordedEvent } from '../event-store/event-store.port';
import { subscribeToAll, Subscription } from '../event-store/subscribe-to-all';
import type { ReadStore } from '../read-store/read-store.port';
import type { Projection, Reactor } from './projection';

const CHECKPOINTS = 'checkpoints';

/**
 * A consumer taken out of the feed because one event makes it fail every time. Stored on its
 * checkpoint as well, so API replicas (which run no runner) can report it.
 */
export interface ParkedConsumer {
  consumer: string;
  eventId: string;
  eventType: string;
  position: number;
  attempts: number;
  error: string;
  at: string;
}

/** The checkpoint document of one consumer in the `checkpoints` collection. */
export type StoredCheckpoint = { _id: string; position: number; parked?: ParkedConsumer };

/** The two calls the runner logs with (Nest's Logger, so JSON lines through nestjs-pino). */
export interface RunnerLog {
  error(fields: Record<string, unknown>, message: string): void;
  log(fields: Record<string, unknown>, message: string): void;
}

export interface ProjectionRunnerOptions {
  batchSize?: number;
  /** Failures of one consumer on one event after which it is parked, if the stores are healthy. */
  maxAttempts?: number;
  /** Backoff between attempts after an error: retryInitialMs doubling up to retryMaxMs. */
  retryInitialMs?: number;
  retryMaxMs?: number;
  /**
   * Do the servers the consumers use answer? Asked before parking: failures during an
   * outage are the outage's, not the event's. Defaults to the event and read stores' health.
   */
  dependenciesHealthy?: () => Promise<boolean>;
  log?: RunnerLog;
  /** Told the position every fed consumer has projected to, after each commit (other processes' read-your-writes). */
  onProjected?: (position: number) => void;
  /** Told of every failure (metrics): the consumer's key, or `projection-runner` for the log and the checkpoints. */
  onConsumerError?: (consumer: string) => void;
  /**
   * The projection lease (SingleActiveRunner), where more than one process could project:
   * asked before every event and every checkpoint write (a clock comparison, no I/O). When
   * it says no, the batch stops there, nothing more is written and onLeaseLost is told, so
   * a holder that lost its lease never writes alongside the new one. Absent in role `all`
   * on the embedded store: one process, nothing to fence.
   */
  holdsLease?: () => boolean;
  onLeaseLost?: () => void;
}

type Consumer = { key: string; reactor: boolean; handle: (event: RecordedEvent) => Promise<void> };

/** A consumer's handler failed on one event (the batch will be retried). */
class ConsumerError extends Error {
  constructor(
    readonly consumer: string,
    readonly event: RecordedEvent,
    readonly attempt: number,
    override readonly cause: unknown,
  ) {
    super(`${consumer} falhou no evento ${event.type} ${event.id} (posição ${event.position}): ${messageOf(cause)}`);
  }
}

/** Writing the checkpoints or flushing the read store failed (the batch will be retried). */
class CheckpointError extends Error {
  constructor(override readonly cause: unknown) {
    super(`falha ao gravar checkpoints: ${messageOf(cause)}`);
  }
}

/** The projection lease is no longer held: the batch stops before its next write. */
export class LeaseLostError extends Error {
  constructor() {
    super('a concessão das projeções não é mais deste processo');
  }
}

const messageOf = (err: unknown) => (err instanceof Error ? err.message : String(err));

/**
 * Feeds projections and reactors from the global log in order. Each consumer has its own
 * checkpoint (so a new projection catches up alone); checkpoints are written after each
 * batch and then the read store is flushed, so a crash replays at most one batch.
 *
 * Faults: an error anywhere in a batch (reading the log, a projection, a reactor's enqueue,
 * the checkpoints, the flush) is logged and the batch is retried from the last checkpoint
 * after a growing wait, forever; replaying is safe because consumers are idempotent. The
 * one exception is a poison event: when the same consumer fails on the same event
 * `maxAttempts` times in a row and the stores answer their health checks, that consumer is
 * parked (left at its checkpoint, logged once, reported by health) and the others go on.
 * A restart feeds it again from its checkpoint.
 */
export class ProjectionRunner {
  private subscription: Subscription | null = null;
  private checkpoints = new Map<string, number>();
  private waiters = new Set<{ position: number; resolve: (ok: boolean) => void }>();
  private readonly parkedConsumers = new Map<string, { info: ParkedConsumer; stored: boolean }>();
  /** Consecutive failures per consumer and event id, forgotten when a batch commits. */
  private readonly failures = new Map<string, Map<string, number>>();
  private failing: { since: string; attempt: number; error: string } | null = null;
  private leaseLost = false;
  private readonly consumers: Consumer[];
  private readonly log: RunnerLog;
  private readonly maxAttempts: number;

  constructor(
    private readonly events: EventStore,
    private readonly store: ReadStore,
    private readonly projections: Projection[],
    reactors: Reactor[],
    private readonly options: ProjectionRunnerOptions = {},
  ) {
    this.consumers = [
      ...projections.map((p) => ({ key: `projection:${p.name}`, reactor: false, handle: (e: RecordedEvent) => p.apply(e, store) })),
      ...reactors.map((r) => ({ key: `reactor:${r.name}`, reactor: true, handle: (e: RecordedEvent) => r.react(e) })),
    ];
    this.log = options.log ?? new Logger('Projections');
    this.maxAttempts = Math.max(1, options.maxAttempts ?? 5);
  }

  async start(): Promise<void> {
    if (!this.leaseHeld()) throw new LeaseLostError();
    for (const p of this.projections) await p.setup?.(this.store);
    const checkpoints = this.store.collection<StoredCheckpoint>(CHECKPOINTS);
    const stored = new Map((await checkpoints.find({})).map((c) => [c._id, c]));
    for (const c of this.consumers) {
      const row = stored.get(c.key);
      // A reactor seen for the first time starts at the head: it must not re-send history.
      const position = row?.position ?? (c.reactor ? await this.events.headPosition() : 0);
      this.checkpoints.set(c.key, position);
      // Stored at once, so API replicas see every consumer's position before its first
      // batch; and a restart is how an operator retries a parked consumer.
      if ((!row || row.parked) && !this.leaseHeld()) throw new LeaseLostError();
      if (!row || row.parked) await checkpoints.replaceOne({ _id: c.key }, { _id: c.key, position }, { upsert: true });
    }
    // Whoever waited before the start (a request while the read store loaded) and is already
    // covered by the stored checkpoints is answered now, not at the next batch, which may never come.
    this.settleWaiters();
    this.subscription = subscribeToAll(this.events, this.position(), (batch) => this.applyBatch(batch), {
      batchSize: this.options.batchSize ?? 1000,
      retryInitialMs: this.options.retryInitialMs ?? 100,
      retryMaxMs: this.options.retryMaxMs ?? 30_000,
      onError: (err, retry) => this.reportFailure(err, retry),
    });
  }

  /** The lowest checkpoint of the consumers still fed: each has seen every event up to here. */
  position(): number {
    const fed = this.consumers.filter((c) => !this.parkedConsumers.has(c.key)).map((c) => this.checkpoints.get(c.key) ?? 0);
    return fed.length === 0 ? Number.MAX_SAFE_INTEGER : Math.min(...fed);
  }

  async lag(): Promise<number> {
    return Math.max(0, (await this.events.headPosition()) - this.position());
  }

  /** Started and not stopped (a failing batch is being retried, not stopped). */
  running(): boolean {
    return this.subscription !== null;
  }

  parked(): ParkedConsumer[] {
    return [...this.parkedConsumers.values()].map((p) => p.info);
  }

  /** Every consumer's checkpoint, parked ones included (metrics: the lag of each). */
  consumerPositions(): Array<{ consumer: string; position: number }> {
    return this.consumers.map((c) => ({ consumer: c.key, position: this.checkpoints.get(c.key) ?? 0 }));
  }

  /** Set while batches fail and are being retried; null once one commits. */
  retrying(): { since: string; attempt: number; error: string } | null {
    return this.failing;
  }

  /** Read-your-writes: resolves true once `position` is projected, false after the timeout. */
  waitFor(position: number, timeoutMs: number): Promise<boolean> {
    if (this.position() >= position) return Promise.resolve(true);
    return new Promise((resolve) => {
      const waiter = { position, resolve };
      this.waiters.add(waiter);
      setTimeout(() => {
        if (this.waiters.delete(waiter)) resolve(false);
      }, timeoutMs).unref();
    });
  }

  async stop(): Promise<void> {
    const subscription = this.subscription;
    this.subscription = null;
    await subscription?.close();
  }

  private async applyBatch(batch: RecordedEvent[]): Promise<void> {
    const reactions: Promise<void>[] = [];
    let failed: { reason: unknown } | null = null;
    events: for (const event of batch) {
      // Fenced before each event: a holder paused past its lease writes nothing more.
      if (!this.leaseHeld()) {
        failed = { reason: new LeaseLostError() };
        break;
      }
      for (const consumer of this.consumers) {
        if (this.parkedConsumers.has(consumer.key) || event.position <= (this.checkpoints.get(consumer.key) ?? 0)) continue;
        // Projections apply in order; reactors (idempotent, order-free: they enqueue jobs keyed
        // by event id) run side by side, so a batch's enqueues share one commit.
        const delivery = this.deliver(consumer, event);
        if (consumer.reactor) {
          reactions.push(delivery);
          continue;
        }
        try {
          await delivery;
        } catch (reason) {
          failed = { reason };
          break events;
        }
      }
    }
    // Every reaction settles before the batch ends, failed or not: none outlives it.
    const settled = await Promise.allSettled(reactions);
    failed ??= settled.find((r): r is PromiseRejectedResult => r.status === 'rejected') ?? null;
    if (failed) throw failed.reason;
    await this.commit(batch[batch.length - 1].position);
  }

  /** Hands one event to one consumer; parks the consumer instead of failing on a poison event. */
  private async deliver(consumer: Consumer, event: RecordedEvent): Promise<void> {
    try {
      await consumer.handle(event);
    } catch (err) {
      this.options.onConsumerError?.(consumer.key);
      const perEvent = this.failures.get(consumer.key) ?? new Map<string, number>();
      this.failures.set(consumer.key, perEvent);
      const attempt = (perEvent.get(event.id) ?? 0) + 1;
      perEvent.set(event.id, attempt);
      if (attempt >= this.maxAttempts && (await this.dependenciesHealthy())) {
        this.park(consumer, event, attempt, err);
        return;
      }
      throw new ConsumerError(consumer.key, event, attempt, err);
    }
  }

  private async commit(last: number): Promise<void> {
    const checkpoints = this.store.collection<StoredCheckpoint>(CHECKPOINTS);
    try {
      for (const c of this.consumers) {
        // No checkpoint is written without the lease: the new holder's would be overwritten.
        if (!this.leaseHeld()) throw new LeaseLostError();
        const position = this.checkpoints.get(c.key) ?? 0;
        const parked = this.parkedConsumers.get(c.key);
        if (parked) {
          if (!parked.stored) await checkpoints.replaceOne({ _id: c.key }, { _id: c.key, position, parked: parked.info }, { upsert: true });
          parked.stored = true;
        } else if (position < last) {
          await checkpoints.replaceOne({ _id: c.key }, { _id: c.key, position: last }, { upsert: true });
          this.checkpoints.set(c.key, last);
        }
      }
      await this.store.flush();
    } catch (err) {
      throw err instanceof LeaseLostError ? err : new CheckpointError(err);
    }
    this.failures.clear();
    if (this.failing) {
      this.log.log({ attempts: this.failing.attempt, since: this.failing.since, position: last }, 'Projeções retomadas após falhas');
      this.failing = null;
    }
    this.settleWaiters();
  }

  private park(consumer: Consumer, event: RecordedEvent, attempts: number, err: unknown): void {
    if (this.parkedConsumers.has(consumer.key)) return;
    const info: ParkedConsumer = {
      consumer: consumer.key,
      eventId: event.id,
      eventType: event.type,
      position: event.position,
      attempts,
      error: messageOf(err),
      at: new Date().toISOString(),
    };
    this.parkedConsumers.set(consumer.key, { info, stored: false });
    this.failures.delete(consumer.key);
    this.log.error(
      { ...info, err },
      `Consumidor parado: ${consumer.key} falhou ${attempts} vezes no evento ${event.type} ${event.id} (posição ${event.position}) com os servidores saudáveis; os demais seguem, e reiniciar o processo tenta de novo`,
    );
    this.settleWaiters();
  }

  /** One JSON line per failed attempt, naming the consumer and event when there is one. */
  private reportFailure(err: unknown, retry: { attempt: number; delayMs: number }): void {
    // Not a failure: the lease went elsewhere and the runner is being stopped (SingleActiveRunner logs it).
    if (err instanceof LeaseLostError) return;
    this.failing = { since: this.failing?.since ?? new Date().toISOString(), attempt: retry.attempt, error: messageOf(err) };
    // A consumer's own failure was counted when it happened (deliver).
    if (!(err instanceof ConsumerError)) this.options.onConsumerError?.('projection-runner');
    const fields: Record<string, unknown> =
      err instanceof ConsumerError
        ? {
            stage: 'apply',
            consumer: err.consumer,
            eventId: err.event.id,
            eventType: err.event.type,
            position: err.event.position,
            eventAttempt: err.attempt,
            err: err.cause,
          }
        : err instanceof CheckpointError
          ? { stage: 'checkpoint', consumer: 'projection-runner', err: err.cause }
          : { stage: 'read', consumer: 'projection-runner', err };
    this.log.error({ ...fields, attempt: retry.attempt, retryInMs: retry.delayMs }, `Falha nas projeções; nova tentativa em ${retry.delayMs} ms`);
  }

  /** True without a lease; else asks it, and tells onLeaseLost the first time it says no. */
  private leaseHeld(): boolean {
    if (!this.options.holdsLease || this.options.holdsLease()) return true;
    if (!this.leaseLost) {
      this.leaseLost = true;
      this.options.onLeaseLost?.();
    }
    return false;
  }

  private async dependenciesHealthy(): Promise<boolean> {
    const probe =
      this.options.dependenciesHealthy ??
      (async () => (await Promise.all([this.events.health(), this.store.health()])).every((h) => h.ok));
    return withTimeout(probe(), 5000, 'health das dependências').catch(() => false);
  }

  private settleWaiters(): void {
    const position = this.position();
    this.options.onProjected?.(position);
    for (const waiter of this.waiters) {
      if (waiter.position <= position) {
        this.waiters.delete(waiter);
        waiter.resolve(true);
      }
    }
  }
}

/**
 * Rebuild: drop every read model and replay the whole log. Reactor checkpoints are kept,
 * so no e-mail or webhook of the past is sent again.
 */
export async function rebuildProjections(
  events: EventStore,
  store: ReadStore,
  projections: Projection[],
  reactorNames: string[],
): Promise<{ events: number; ms: number }> {
  const started = Date.now();
  const checkpoints = store.collection<StoredCheckpoint>(CHECKPOINTS);
  const kept = await checkpoints.find({ _id: { $in: reactorNames.map((n) => `reactor:${n}`) } });
  await store.dropAll();
  for (const c of kept) await checkpoints.replaceOne({ _id: c._id }, c, { upsert: true });
  const runner = new ProjectionRunner(events, store, projections, []);
  await runner.start();
  const head = await events.headPosition();
  await runner.waitFor(head, 24 * 3600 * 1000);
  await runner.stop();
  const parked = runner.parked();
  if (parked.length > 0) {
    const list = parked.map((p) => `${p.consumer} no evento ${p.eventType} ${p.eventId} (posição ${p.position}): ${p.error}`);
    throw new Error(`A reconstrução terminou com projeções paradas:\n  ${list.join('\n  ')}`);
  }
  return { events: head, ms: Date.now() - started };
}

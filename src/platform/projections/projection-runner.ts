import type { EventStore, RecordedEvent } from '../event-store/event-store.port';
import { subscribeToAll, Subscription } from '../event-store/subscribe-to-all';
import type { ReadStore } from '../read-store/read-store.port';
import type { Projection, Reactor } from './projection';

const CHECKPOINTS = 'checkpoints';
type Checkpoint = { _id: string; position: number };
type Consumer = { key: string; reactor: boolean; handle: (event: RecordedEvent) => Promise<void> };

/**
 * Feeds projections and reactors from the global log in order. Each consumer has its own
 * checkpoint (so a new projection catches up alone); checkpoints are written after each
 * batch and then the read store is flushed, so a crash replays at most one batch.
 */
export class ProjectionRunner {
  private subscription: Subscription | null = null;
  private checkpoints = new Map<string, number>();
  private waiters = new Set<{ position: number; resolve: (ok: boolean) => void }>();
  private failure: unknown = null;
  private readonly consumers: Consumer[];

  constructor(
    private readonly events: EventStore,
    private readonly store: ReadStore,
    private readonly projections: Projection[],
    reactors: Reactor[],
    private readonly options: { batchSize?: number; onError?: (err: unknown) => void } = {},
  ) {
    this.consumers = [
      ...projections.map((p) => ({ key: `projection:${p.name}`, reactor: false, handle: (e: RecordedEvent) => p.apply(e, store) })),
      ...reactors.map((r) => ({ key: `reactor:${r.name}`, reactor: true, handle: (e: RecordedEvent) => r.react(e) })),
    ];
  }

  async start(): Promise<void> {
    for (const p of this.projections) await p.setup?.(this.store);
    const stored = await this.store.collection<Checkpoint>(CHECKPOINTS).find({});
    const byKey = new Map(stored.map((c) => [c._id, c.position]));
    for (const c of this.consumers) {
      // A reactor seen for the first time starts at the head: it must not re-send history.
      const fresh = c.reactor ? await this.events.headPosition() : 0;
      this.checkpoints.set(c.key, byKey.get(c.key) ?? fresh);
    }
    this.subscription = subscribeToAll(this.events, this.position(), (batch) => this.applyBatch(batch), {
      batchSize: this.options.batchSize ?? 1000,
      onError: (err) => {
        this.failure = err;
        this.options.onError?.(err);
      },
    });
  }

  /** The lowest checkpoint: every consumer has seen every event up to here. */
  position(): number {
    return this.consumers.length === 0 ? Number.MAX_SAFE_INTEGER : Math.min(...this.checkpoints.values());
  }

  async lag(): Promise<number> {
    return Math.max(0, (await this.events.headPosition()) - this.position());
  }

  healthy(): boolean {
    return this.failure === null;
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
    await this.subscription?.close();
    this.subscription = null;
  }

  private async applyBatch(batch: RecordedEvent[]): Promise<void> {
    const reactions: Promise<void>[] = [];
    for (const event of batch) {
      for (const consumer of this.consumers) {
        if (event.position <= (this.checkpoints.get(consumer.key) ?? 0)) continue;
        // Projections apply in order; reactors (idempotent, order-free: they enqueue jobs keyed
        // by event id) run side by side, so a batch's enqueues share one commit.
        if (consumer.reactor) reactions.push(consumer.handle(event));
        else await consumer.handle(event);
      }
    }
    await Promise.all(reactions);
    const last = batch[batch.length - 1].position;
    const checkpoints = this.store.collection<Checkpoint>(CHECKPOINTS);
    for (const c of this.consumers) {
      if ((this.checkpoints.get(c.key) ?? 0) < last) {
        await checkpoints.replaceOne({ _id: c.key }, { _id: c.key, position: last }, { upsert: true });
        this.checkpoints.set(c.key, last);
      }
    }
    await this.store.flush();
    for (const waiter of this.waiters) {
      if (waiter.position <= last) {
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
  const checkpoints = store.collection<Checkpoint>(CHECKPOINTS);
  const kept = await checkpoints.find({ _id: { $in: reactorNames.map((n) => `reactor:${n}`) } });
  await store.dropAll();
  for (const c of kept) await checkpoints.replaceOne({ _id: c._id }, c, { upsert: true });
  const runner = new ProjectionRunner(events, store, projections, []);
  await runner.start();
  const head = await events.headPosition();
  await runner.waitFor(head, 24 * 3600 * 1000);
  await runner.stop();
  return { events: head, ms: Date.now() - started };
}

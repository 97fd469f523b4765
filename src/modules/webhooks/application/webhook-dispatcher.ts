import { Inject, Injectable, Logger, OnApplicationBootstrap, OnModuleDestroy } from '@nestjs/common';
import { EVENT_STORE, EventStore } from '../../../platform/event-store/event-store.port';
import { ProjectionsService } from '../../../platform/projections/projections.service';
import { Filter, READ_STORE, ReadStore } from '../../../platform/read-store/read-store.port';
import { WEBHOOK_DELIVERIES, WebhookDeliveryView } from '../projections/webhooks.projection';
import { WebhookSender } from './webhook-sender';

/** HTTP requests in flight at once, over all endpoints. */
const MAX_IN_FLIGHT = 32;
/** How long a finished delivery is remembered, so a stale pending row is not sent again. */
const SETTLED_MEMORY_MS = 5 * 60_000;
/** How often a process checks whether it has become (or stopped being) the one that projects. */
const LEASE_CHECK_MS = 2_000;

interface Lane {
  key: string;
  queue: WebhookDeliveryView[];
  running: boolean;
  timer: NodeJS.Timeout | null;
}

/**
 * Sends the pending deliveries. One lane per endpoint and giveaway: a lane sends one
 * delivery at a time in log order, and a later one waits while an earlier one is retried
 * (until it succeeds or finally fails). Lanes run side by side. What is pending lives in the
 * read model (from the log), so after a restart the same deliveries are sent again, with
 * the same webhook-id: at least once. Only the process that projects sends (the lone runner,
 * or the projection lease's holder among several workers): the reactor that feeds the lanes
 * runs there, and a process that takes the lease over loads what is pending.
 */
@Injectable()
export class WebhookDispatcher implements OnApplicationBootstrap, OnModuleDestroy {
  private readonly logger = new Logger('Webhooks');
  private readonly lanes = new Map<string, Lane>();
  /** Deliveries in a lane or in flight. */
  private readonly queued = new Set<string>();
  /** Finished here: delivery id → [pendenteDesde it was sent for, when]. */
  private readonly settledHere = new Map<string, [number, number]>();
  private inFlight = 0;
  private readonly slotWaiters: Array<() => void> = [];
  /** This process projects, so it sends. */
  private active = false;
  private leaseCheck: NodeJS.Timeout | null = null;
  private closed = false;

  constructor(
    @Inject(READ_STORE) private readonly store: ReadStore,
    @Inject(EVENT_STORE) private readonly events: EventStore,
    private readonly projections: ProjectionsService,
    private readonly sender: WebhookSender,
  ) {}

  onApplicationBootstrap(): void {
    this.leaseCheck = setInterval(() => this.followLease(), LEASE_CHECK_MS);
    this.leaseCheck.unref();
    setImmediate(() => this.followLease());
  }

  /** Starts sending when this process starts projecting, and stops when it stops. */
  private followLease(): void {
    const projects = this.projections.projectsHere();
    if (projects === this.active || this.closed) return;
    this.active = projects;
    if (!projects) return this.dropLanes();
    // What was pending when the previous sender stopped, once the read model has caught up with the log.
    void (async () => {
      await this.projections.waitFor(await this.events.headPosition());
      await this.load({});
    })().catch((err: unknown) => this.logger.error({ err }, 'Falha ao retomar as entregas de webhook pendentes'));
  }

  private dropLanes(): void {
    for (const lane of this.lanes.values()) {
      if (lane.timer) clearTimeout(lane.timer);
      lane.queue.length = 0;
    }
    this.lanes.clear();
    this.queued.clear();
  }

  async onModuleDestroy(): Promise<void> {
    this.closed = true;
    if (this.leaseCheck) clearInterval(this.leaseCheck);
    for (const lane of this.lanes.values()) if (lane.timer) clearTimeout(lane.timer);
    await this.sender.settled();
  }

  /** Puts the pending deliveries that match `filter` in their lanes (the reactor calls it). */
  async load(filter: Filter): Promise<number> {
    if (!this.active || this.closed) return 0;
    const rows = await this.store.collection<WebhookDeliveryView>(WEBHOOK_DELIVERIES).find({ ...filter, status: 'pendente' });
    let added = 0;
    for (const row of rows) if (this.add(row)) added++;
    return added;
  }

  /** Resolves when nothing is queued or in flight and every outcome is in the log (tests). */
  async whenIdle(timeoutMs = 10_000): Promise<void> {
    const deadline = Date.now() + timeoutMs;
    while (this.queued.size > 0 && [...this.lanes.values()].some((l) => l.running || (l.queue.length > 0 && !l.timer))) {
      if (Date.now() > deadline) throw new Error(`Entregas de webhook não terminaram em ${timeoutMs} ms`);
      await new Promise((r) => setTimeout(r, 10));
    }
    await this.sender.settled();
  }

  private add(row: WebhookDeliveryView): boolean {
    if (this.queued.has(row.id)) return false;
    const settled = this.settledHere.get(row.id);
    // The row still says pendente only because the outcome is not projected yet.
    if (settled && settled[0] >= row.pendenteDesde) return false;
    const key = `${row.endpointId}:${row.giveawayId ?? `teste:${row.id}`}`;
    let lane = this.lanes.get(key);
    if (!lane) {
      lane = { key, queue: [], running: false, timer: null };
      this.lanes.set(key, lane);
    }
    this.queued.add(row.id);
    const at = lane.queue.findIndex((q) => q.eventPosition > row.eventPosition);
    if (at === -1) lane.queue.push(row);
    else lane.queue.splice(at, 0, row);
    this.kick(lane);
    return true;
  }

  private kick(lane: Lane): void {
    if (lane.running || this.closed) return;
    if (lane.timer) {
      clearTimeout(lane.timer);
      lane.timer = null;
    }
    lane.running = true;
    void this.drain(lane)
      .catch((err: unknown) => this.logger.error({ err, lane: lane.key }, 'Falha ao enviar webhooks'))
      .finally(() => {
        lane.running = false;
      });
  }

  private async drain(lane: Lane): Promise<void> {
    while (lane.queue.length > 0 && !this.closed) {
      const head = lane.queue[0];
      const due = head.proximaTentativaEm ? Date.parse(head.proximaTentativaEm) : 0;
      if (due > Date.now()) return this.wakeAt(lane, due);
      await this.slot();
      let result;
      try {
        result = await this.sender.attempt(head);
      } catch (err) {
        // The stores failed, not the receiver: try the same delivery again shortly.
        this.logger.error({ err, deliveryId: head.id }, 'Falha ao tentar uma entrega de webhook');
        return this.wakeAt(lane, Date.now() + 1000);
      } finally {
        this.release();
      }
      if (result.next === 'retry') {
        head.proximaTentativaEm = new Date(result.at).toISOString();
        // The row is the lane's copy: its next success is no longer a first try.
        head.tentativas++;
        return this.wakeAt(lane, result.at);
      }
      if (result.next === 'stop') {
        // Paused or deleted: its deliveries stay pending; resuming loads them again.
        for (const row of lane.queue) this.queued.delete(row.id);
        this.lanes.delete(lane.key);
        return;
      }
      lane.queue.shift();
      this.queued.delete(head.id);
      this.remember(head);
    }
    if (lane.queue.length === 0) this.lanes.delete(lane.key);
  }

  private wakeAt(lane: Lane, at: number): void {
    lane.timer = setTimeout(() => {
      lane.timer = null;
      this.kick(lane);
    }, Math.max(0, at - Date.now()));
    lane.timer.unref();
  }

  private remember(row: WebhookDeliveryView): void {
    const now = Date.now();
    this.settledHere.set(row.id, [row.pendenteDesde, now]);
    if (this.settledHere.size % 1000 === 0) {
      for (const [id, [, at]] of this.settledHere) if (now - at > SETTLED_MEMORY_MS) this.settledHere.delete(id);
    }
  }

  private async slot(): Promise<void> {
    if (this.inFlight < MAX_IN_FLIGHT) {
      this.inFlight++;
      return;
    }
    await new Promise<void>((resolve) => this.slotWaiters.push(resolve));
    this.inFlight++;
  }

  private release(): void {
    this.inFlight--;
    this.slotWaiters.shift()?.();
  }
}

import { Inject, Injectable, Logger, OnApplicationBootstrap, OnModuleDestroy } from '@nestjs/common';
import { EVENT_STORE, EventStore } from '../../../platform/event-store/event-store.port';
import { ProjectionsService } from '../../../platform/projections/projections.service';
import { Filter, READ_STORE, ReadStore } from '../../../platform/read-store/read-store.port';
import { APP_CONFIG, AppConfig } from '../../../config/app-config';
import { WEBHOOK_DELIVERIES, WebhookDeliveryView, WebhookEndpointView } from '../projections/webhooks.projection';
import type { FromSendThread } from './send-thread/send-protocol';
import { SendThread } from './send-thread/send-thread';
import type { HttpOutcome } from './webhook-http';
import { SettledDeliveries } from './settled-deliveries';
import { AttemptResult, WebhookSender } from './webhook-sender';

/** The most of one lane's rows with the send thread at once. */
const MAX_HANDED_OFF = 64;
/** How long a finished delivery is remembered, so a stale pending row is not sent again. */
const SETTLED_MEMORY_MS = 5 * 60_000;
/** How often a process checks whether it has become (or stopped being) the one that projects. */
const LEASE_CHECK_MS = 2_000;
/** How long a graceful stop waits for the tries in flight to answer. */
const STOP_GRACE_MS = 2_000;

interface Lane {
  key: string;
  /** Rows in log order; the first `handedOff` are with the send thread. */
  queue: WebhookDeliveryView[];
  handedOff: number;
  /** The generation of what the lane hands off: a failure starts a new one, and the thread drops what it held of the old. */
  epoch: number;
  /** Preparing rows for the thread. */
  preparing: boolean;
  /** Recording its head's failure: nothing is handed off until the lane knows what follows. */
  recording: boolean;
  timer: NodeJS.Timeout | null;
}

/** A row with the send thread, and what recording its outcome needs. */
interface WithThread {
  row: WebhookDeliveryView;
  endpoint: WebhookEndpointView;
  lane: string;
  epoch: number;
}

/**
 * Sends the pending deliveries. One lane per endpoint and giveaway: a lane sends one
 * delivery at a time in log order, and a later one waits while an earlier one is retried
 * (until it succeeds or finally fails). Lanes run side by side. The HTTP requests are made by
 * a send thread (send-thread/): this side reads what each try needs, hands the lane's rows
 * over in order, and records the outcomes. What is pending lives in the read model (from the
 * log), so after a restart the same deliveries are sent again, with the same webhook-id: at
 * least once. Only the process that projects sends (the lone runner, or the projection
 * lease's holder among several workers): the reactor that feeds the lanes runs there, and a
 * process that takes the lease over loads what is pending.
 */
@Injectable()
export class WebhookDispatcher implements OnApplicationBootstrap, OnModuleDestroy {
  private readonly logger = new Logger('Webhooks');
  private readonly lanes = new Map<string, Lane>();
  /** Deliveries in a lane. */
  private readonly queued = new Set<string>();
  private readonly settledHere = new SettledDeliveries(SETTLED_MEMORY_MS);
  private readonly withThread = new Map<string, WithThread>();
  private readonly thread: SendThread;
  private epochs = 0;
  /** This process projects, so it sends. */
  private active = false;
  private leaseCheck: NodeJS.Timeout | null = null;
  private closed = false;

  constructor(
    @Inject(APP_CONFIG) config: AppConfig,
    @Inject(READ_STORE) private readonly store: ReadStore,
    @Inject(EVENT_STORE) private readonly events: EventStore,
    private readonly projections: ProjectionsService,
    private readonly sender: WebhookSender,
  ) {
    this.thread = new SendThread(
      config.webhooks.allowPrivateNetworks,
      (reply) => this.onReply(reply),
      () => this.threadLost(),
    );
  }

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
    if (!projects) return this.dropLanes('');
    // What was pending when the previous sender stopped, once the read model has caught up with the log.
    void (async () => {
      await this.projections.waitFor(await this.events.headPosition());
      await this.load({});
    })().catch((err: unknown) => this.logger.error({ err }, 'Falha ao retomar as entregas de webhook pendentes'));
  }

  /** Forgets the lanes whose key starts with the prefix (their rows stay pending) and halts them in the thread. */
  private dropLanes(prefix: string): void {
    for (const lane of this.lanes.values()) {
      if (!lane.key.startsWith(prefix)) continue;
      if (lane.timer) clearTimeout(lane.timer);
      for (const row of lane.queue) this.queued.delete(row.id);
      this.lanes.delete(lane.key);
    }
    this.thread.halt(prefix);
  }

  /** An endpoint was paused or deleted: its lanes stop at once, not at their next row. */
  stop(endpointId: string): void {
    this.dropLanes(`${endpointId}:`);
  }

  async onModuleDestroy(): Promise<void> {
    this.closed = true;
    if (this.leaseCheck) clearInterval(this.leaseCheck);
    for (const lane of this.lanes.values()) if (lane.timer) clearTimeout(lane.timer);
    // The tries in flight may answer; what does not is sent again after the restart (same webhook-id).
    this.thread.halt('');
    for (const deadline = Date.now() + STOP_GRACE_MS; this.withThread.size > 0 && Date.now() < deadline; ) await new Promise((r) => setTimeout(r, 10));
    await this.thread.stop();
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
    while (this.withThread.size > 0 || [...this.lanes.values()].some((l) => l.preparing || l.recording || (l.queue.length > 0 && !l.timer))) {
      if (Date.now() > deadline) throw new Error(`Entregas de webhook não terminaram em ${timeoutMs} ms`);
      await new Promise((r) => setTimeout(r, 10));
    }
    await this.sender.settled();
  }

  private add(row: WebhookDeliveryView): boolean {
    if (this.queued.has(row.id)) return false;
    const settledFor = this.settledHere.pendingSinceOf(row.id);
    // The row still says pendente only because the outcome is not projected yet.
    if (settledFor !== undefined && settledFor >= row.pendenteDesde) return false;
    const key = `${row.endpointId}:${row.giveawayId ?? `teste:${row.id}`}`;
    let lane = this.lanes.get(key);
    if (!lane) {
      lane = { key, queue: [], handedOff: 0, epoch: ++this.epochs, preparing: false, recording: false, timer: null };
      this.lanes.set(key, lane);
    }
    this.queued.add(row.id);
    // In log order among the rows not yet handed off (a replayed older event goes after what is already in flight).
    const later = lane.queue.findIndex((q, i) => i >= lane.handedOff && q.eventPosition > row.eventPosition);
    if (later === -1) lane.queue.push(row);
    else lane.queue.splice(later, 0, row);
    this.kick(lane);
    return true;
  }

  private kick(lane: Lane): void {
    if (this.lanes.get(lane.key) !== lane || lane.preparing || lane.recording || this.closed || lane.handedOff >= Math.min(lane.queue.length, MAX_HANDED_OFF)) return;
    if (lane.timer) {
      clearTimeout(lane.timer);
      lane.timer = null;
    }
    lane.preparing = true;
    void this.handOff(lane)
      .catch((err: unknown) => {
        // The stores failed, not the receiver: try again shortly.
        this.logger.error({ err, lane: lane.key }, 'Falha ao preparar entregas de webhook');
        this.wakeAt(lane, Date.now() + 1000);
      })
      .finally(() => {
        lane.preparing = false;
        // A failure or a lost thread may have started a new epoch while rows were being prepared.
        if (!lane.timer) this.kick(lane);
      });
  }

  /** Hands the lane's next rows to the thread, in order, until one is not due yet or enough are there. */
  private async handOff(lane: Lane): Promise<void> {
    const epoch = lane.epoch;
    while (lane.handedOff < Math.min(lane.queue.length, MAX_HANDED_OFF) && !this.closed) {
      const row = lane.queue[lane.handedOff];
      const due = row.proximaTentativaEm ? Date.parse(row.proximaTentativaEm) : 0;
      if (due > Date.now()) {
        if (lane.handedOff === 0) this.wakeAt(lane, due);
        return;
      }
      const prepared = await this.sender.prepare(row);
      if (this.lanes.get(lane.key) !== lane || lane.epoch !== epoch) return;
      if (prepared === 'stop') {
        // Paused or deleted: its deliveries stay pending; resuming loads them again.
        return this.dropLanes(`${row.endpointId}:`);
      }
      const { endpoint, ...item } = prepared;
      this.withThread.set(row.id, { row, endpoint, lane: lane.key, epoch });
      lane.handedOff++;
      this.thread.send({ ...item, lane: lane.key, epoch, deliveryId: row.id });
    }
  }

  private onReply(reply: FromSendThread): void {
    const sent = this.withThread.get(reply.deliveryId);
    // A reply to a row handed off again since (in a newer epoch) is the old hand-off's.
    if (!sent || sent.epoch !== reply.epoch) return;
    this.withThread.delete(reply.deliveryId);
    if (reply.type === 'unsent') return;
    const lane = this.lanes.get(sent.lane);
    const current = lane?.epoch === reply.epoch ? lane : undefined;
    if (reply.outcome.erro === null) {
      this.remember(sent.row);
      if (current) {
        current.queue.splice(current.queue.indexOf(sent.row), 1);
        current.handedOff--;
        this.queued.delete(sent.row.id);
        if (current.queue.length === 0) this.lanes.delete(current.key);
        else this.kick(current);
      }
      void this.sender.record(sent.row, sent.endpoint, reply.outcome).catch((err: unknown) => this.logger.error({ err, deliveryId: sent.row.id }, 'Falha ao registrar uma entrega de webhook'));
      return;
    }
    // The lane was dropped (endpoint paused or deleted): the row stays pending, and resuming sends it again.
    if (!current) return;
    void this.failed(current, sent, reply.outcome);
  }

  /** The lane's head failed: the thread has stopped the lane; record the try, then retry, give up or stop. */
  private async failed(lane: Lane, sent: WithThread, outcome: HttpOutcome): Promise<void> {
    lane.epoch = ++this.epochs;
    lane.handedOff = 0;
    for (const row of lane.queue) this.withThread.delete(row.id);
    lane.recording = true;
    let result: AttemptResult;
    try {
      result = await this.sender.record(sent.row, sent.endpoint, outcome);
    } catch (err) {
      this.logger.error({ err, deliveryId: sent.row.id }, 'Falha ao registrar uma tentativa de webhook');
      return this.wakeAt(lane, Date.now() + 1000);
    } finally {
      lane.recording = false;
    }
    if (this.lanes.get(lane.key) !== lane) return;
    if (result.next === 'stop') return this.dropLanes(`${sent.endpoint.id}:`);
    if (result.next === 'retry') {
      sent.row.proximaTentativaEm = new Date(result.at).toISOString();
      // The row is the lane's copy: its next success is no longer a first try.
      sent.row.tentativas++;
      return this.wakeAt(lane, result.at);
    }
    lane.queue.splice(lane.queue.indexOf(sent.row), 1);
    this.queued.delete(sent.row.id);
    this.remember(sent.row);
    if (lane.queue.length === 0) this.lanes.delete(lane.key);
    else this.kick(lane);
  }

  /** The thread ended with rows in hand: every lane starts a new epoch and hands its rows over again. */
  private threadLost(): void {
    if (this.closed) return;
    this.logger.error('A thread de envio de webhooks terminou; as entregas em andamento serão reenviadas');
    this.withThread.clear();
    for (const lane of this.lanes.values()) {
      lane.epoch = ++this.epochs;
      lane.handedOff = 0;
      if (!lane.timer) this.kick(lane);
    }
  }

  private wakeAt(lane: Lane, at: number): void {
    if (lane.timer) clearTimeout(lane.timer);
    lane.timer = setTimeout(() => {
      lane.timer = null;
      this.kick(lane);
    }, Math.max(0, at - Date.now()));
    lane.timer.unref();
  }

  private remember(row: WebhookDeliveryView): void {
    this.settledHere.remember(row.id, row.pendenteDesde, Date.now());
  }
}

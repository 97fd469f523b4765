import { DomainError } from '../../../../platform/ddd/domain-error';
import { signingSecrets } from '../../domain/webhook-endpoint.decider';
import { HttpOutcome, postJson } from '../webhook-http';
import { signedHeaders } from '../webhook-signer';
import type { WebhookUrlGuard } from '../webhook-url-guard';
import type { FromSendThread, SendItem } from './send-protocol';

/** HTTP requests in flight at once, over all lanes. */
const MAX_IN_FLIGHT = 32;
/**
 * How long a halted lane is remembered. Only items already on their way when it halted can
 * still come with its epoch (the dispatcher hands over newer ones after it hears); after that
 * a halted lane only holds memory, one per endpoint × giveaway (or per test event).
 */
const HALTED_KEPT_MS = 60_000;

interface RunnerLane {
  key: string;
  epoch: number;
  queue: SendItem[];
  busy: boolean;
  /** After a failure or a halt, until items of a newer epoch come: the dispatcher decides what follows. */
  halted: boolean;
  haltedAt: number;
}

/**
 * The send thread's side of the lanes: each lane sends one item at a time, in the order
 * received, and stops at the first failure (a later event waits for the earlier one's retry),
 * answering what it held as unsent. Each try checks the address again (DNS rebinding) and
 * signs at the moment it is sent, so the timestamp is fresh whatever the wait.
 */
export class LaneRunner {
  private readonly lanes = new Map<string, RunnerLane>();
  private readonly waitingForSlot: RunnerLane[] = [];
  private inFlight = 0;

  constructor(
    private readonly guard: WebhookUrlGuard,
    private readonly reply: (message: FromSendThread) => void,
  ) {}

  add(item: SendItem): void {
    let lane = this.lanes.get(item.lane);
    if (!lane) {
      lane = { key: item.lane, epoch: item.epoch, queue: [], busy: false, halted: false, haltedAt: 0 };
      this.lanes.set(lane.key, lane);
    }
    if (item.epoch > lane.epoch) {
      this.dropQueue(lane);
      lane.epoch = item.epoch;
      lane.halted = false;
    }
    if (item.epoch < lane.epoch || lane.halted) return this.unsent(item);
    lane.queue.push(item);
    this.pump(lane);
  }

  halt(lanePrefix: string): void {
    for (const lane of this.lanes.values()) if (lane.key.startsWith(lanePrefix)) this.stop(lane);
  }

  /** Forgets the lanes halted long ago (the thread's timer calls it). */
  forgetHalted(now = Date.now()): void {
    for (const lane of this.lanes.values()) if (lane.halted && !lane.busy && now - lane.haltedAt > HALTED_KEPT_MS) this.lanes.delete(lane.key);
  }

  private stop(lane: RunnerLane): void {
    lane.halted = true;
    lane.haltedAt = Date.now();
    this.dropQueue(lane);
  }

  private pump(lane: RunnerLane): void {
    if (lane.busy || lane.halted || lane.queue.length === 0) return;
    if (this.inFlight >= MAX_IN_FLIGHT) {
      if (!this.waitingForSlot.includes(lane)) this.waitingForSlot.push(lane);
      return;
    }
    const item = lane.queue.shift()!;
    lane.busy = true;
    this.inFlight++;
    void this.send(item).then((outcome) => {
      this.inFlight--;
      lane.busy = false;
      if (outcome.erro !== null && lane.epoch === item.epoch) this.stop(lane);
      this.reply({ type: 'sent', lane: item.lane, epoch: item.epoch, deliveryId: item.deliveryId, outcome });
      this.pump(lane);
      if (!lane.busy && !lane.halted && lane.queue.length === 0) this.lanes.delete(lane.key);
      while (this.inFlight < MAX_IN_FLIGHT && this.waitingForSlot.length > 0) this.pump(this.waitingForSlot.shift()!);
    });
  }

  private async send(item: SendItem): Promise<HttpOutcome> {
    if (item.failure) return { statusHttp: null, erro: item.failure, resposta: null, duracaoMs: 0 };
    try {
      const target = await this.guard.check(item.url);
      const now = new Date();
      return await postJson(target, signedHeaders(item.deliveryId, signingSecrets(item, now), now, item.body), item.body);
    } catch (err) {
      // A refused address is the try's failure; anything else is ours, and still recorded as a failed try.
      const erro = err instanceof DomainError ? err.message : 'Falha interna ao enviar';
      return { statusHttp: null, erro, resposta: null, duracaoMs: 0 };
    }
  }

  private dropQueue(lane: RunnerLane): void {
    for (const item of lane.queue.splice(0)) this.unsent(item);
  }

  private unsent(item: SendItem): void {
    this.reply({ type: 'unsent', lane: item.lane, epoch: item.epoch, deliveryId: item.deliveryId });
  }
}

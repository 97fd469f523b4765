import { Logger } from '@nestjs/common';
import { randomUUID } from 'node:crypto';
import type { EventStore } from '../../../platform/event-store/event-store.port';
import { type DeliveredAtFirstTry, type WebhookDeliveriesSucceeded, webhookSuccessesStream } from '../domain/webhook.events';

/** How long first-try successes wait to be recorded together. A crash loses at most these: they are sent again, same webhook-id. */
export const SUCCESS_BATCH_MS = 50;

/**
 * Records first-try successes as one WebhookDeliveriesSucceeded per endpoint each
 * SUCCESS_BATCH_MS, instead of one event per delivery: at three endpoints the log would
 * otherwise grow three times faster than the entries that feed it (docs/webhooks.md).
 * A failed append keeps the batch for the next interval.
 */
export class WebhookSuccesses {
  private readonly logger = new Logger('Webhooks');
  private pending = new Map<string, DeliveredAtFirstTry[]>();
  private timer: NodeJS.Timeout | null = null;
  private chain: Promise<void> = Promise.resolve();

  constructor(private readonly events: EventStore) {}

  add(endpointId: string, entrega: DeliveredAtFirstTry): void {
    const list = this.pending.get(endpointId);
    if (list) list.push(entrega);
    else this.pending.set(endpointId, [entrega]);
    this.timer ??= setTimeout(() => {
      this.timer = null;
      void this.flush();
    }, SUCCESS_BATCH_MS);
  }

  /** Resolves once every success handed in so far is in the log (tests, a graceful stop). */
  async settled(): Promise<void> {
    for (let i = 0; i < 20 && this.pending.size > 0; i++) await this.flush();
  }

  private flush(): Promise<void> {
    if (this.timer) clearTimeout(this.timer);
    this.timer = null;
    this.chain = this.chain.then(() => this.record());
    return this.chain;
  }

  private async record(): Promise<void> {
    const batch = this.pending;
    this.pending = new Map();
    const at = new Date().toISOString();
    await Promise.all(
      [...batch].map(async ([endpointId, entregas]) => {
        const event: { id: string; type: WebhookDeliveriesSucceeded['type']; data: WebhookDeliveriesSucceeded['data'] } = {
          id: randomUUID(),
          type: 'WebhookDeliveriesSucceeded',
          data: { endpointId, entregas },
        };
        try {
          await this.events.append(webhookSuccessesStream(endpointId), [{ ...event, data: { ...event.data }, metadata: { userId: null, correlationId: 'webhooks', causationId: null, at } }], 'any');
        } catch (err) {
          this.logger.error({ err, endpointId }, 'Entregas de webhook não registradas; nova tentativa no próximo intervalo');
          for (const entrega of entregas) this.add(endpointId, entrega);
        }
      }),
    );
  }
}

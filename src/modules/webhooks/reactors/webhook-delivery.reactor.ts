import type { RecordedEvent } from '../../../platform/event-store/event-store.port';
import type { JobQueue } from '../../../platform/jobs/job-queue.port';
import type { Reactor } from '../../../platform/projections/projection';
import type { Filter } from '../../../platform/read-store/read-store.port';
import { WEBHOOK_TYPE_OF } from '../domain/webhook-event-types';
import type { WebhookEndpointEvent } from '../domain/webhook.events';

export const WEBHOOK_PAUSED_MAIL_JOB = 'mail.webhook-paused';
export interface WebhookPausedMailJob {
  endpointId: string;
  criadorId: string;
  motivo: 'http-410' | 'falhas' | 'plano';
}

/** Where the deliveries an event made pending go: the dispatcher puts them in their lanes. */
export interface DeliveryLoader {
  load(filter: Filter): Promise<number>;
  /** Stops the endpoint's lanes at once; their deliveries stay pending. */
  stop(endpointId: string): void;
}

/**
 * Runs after the webhooks projection has written the event's deliveries, and hands them to
 * the dispatcher. Their ids come from (event id, endpoint id), so a replay of the log finds
 * them already there and sends nothing twice. An automatic pause is e-mailed to the owner
 * once, keyed by the event id.
 */
export function webhookDeliveryReactor(dispatcher: DeliveryLoader, queue: JobQueue): Reactor {
  return {
    name: 'webhook-delivery',
    async react(event: RecordedEvent) {
      if (WEBHOOK_TYPE_OF[event.type]) {
        await dispatcher.load({ eventId: event.id });
        return;
      }
      if (!event.type.startsWith('Webhook')) return;
      const e = { type: event.type, data: event.data } as unknown as WebhookEndpointEvent;
      switch (e.type) {
        case 'WebhookTestRequested':
        case 'WebhookDeliveryRetryRequested':
          await dispatcher.load({ _id: e.data.deliveryId });
          return;
        case 'WebhookReplayRequested':
        case 'WebhookEndpointResumed':
          await dispatcher.load({ endpointId: e.data.endpointId });
          return;
        case 'WebhookEndpointUpdated':
          // Rows already handed off carry the old address: they are sent again to the new one.
          dispatcher.stop(e.data.endpointId);
          await dispatcher.load({ endpointId: e.data.endpointId });
          return;
        case 'WebhookEndpointDeleted':
          dispatcher.stop(e.data.endpointId);
          return;
        case 'WebhookEndpointPaused':
          dispatcher.stop(e.data.endpointId);
          if (e.data.motivo !== 'manual') {
            await queue.enqueue<WebhookPausedMailJob>(WEBHOOK_PAUSED_MAIL_JOB, event.id, { endpointId: e.data.endpointId, criadorId: e.data.criadorId, motivo: e.data.motivo });
          }
          return;
        default:
          return;
      }
    },
  };
}

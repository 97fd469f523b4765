import type { CommandMetadata } from '../../../platform/ddd/stream-executor';
import type { WebhookEventType } from '../domain/webhook.events';

type Owner = CommandMetadata & { userId: string };

export class CreateWebhookCommand {
  constructor(
    readonly input: { url: string; eventos: WebhookEventType[]; descricao: string | null },
    readonly meta: Owner,
  ) {}
}

export class UpdateWebhookCommand {
  constructor(
    readonly endpointId: string,
    readonly input: { url?: string; eventos?: WebhookEventType[]; descricao?: string | null; ativo?: boolean },
    readonly meta: Owner,
  ) {}
}

/** Rotate the secret, delete the endpoint, or send it a webhook.test. */
export class WebhookActionCommand {
  constructor(
    readonly endpointId: string,
    readonly action: 'rotate' | 'delete' | 'test',
    readonly meta: Owner,
  ) {}
}

export class RetryWebhookDeliveryCommand {
  constructor(
    readonly endpointId: string,
    readonly deliveryId: string,
    readonly meta: Owner,
  ) {}
}

export class ReplayWebhookCommand {
  constructor(
    readonly endpointId: string,
    readonly desde: string,
    readonly meta: Owner,
  ) {}
}

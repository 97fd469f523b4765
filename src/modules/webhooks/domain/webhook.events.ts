import type { DomainEvent } from '../../../platform/ddd/decider';

/**
 * The published event contract of webhooks: one stream per endpoint (its settings, secrets and
 * the owner's requests: test, retry, replay) and one per delivery (its tries), so a busy
 * endpoint's deliveries never contend on one stream.
 */
export const webhookStream = (endpointId: string) => `webhook-${endpointId}`;
export const webhookDeliveryStream = (deliveryId: string) => `webhook-delivery-${deliveryId}`;
/** First-try successes of an endpoint's deliveries, recorded together (WebhookDeliveriesSucceeded). */
export const webhookSuccessesStream = (endpointId: string) => `webhook-successes-${endpointId}`;

export const WEBHOOK_EVENT_TYPES = [
  'giveaway.published',
  'giveaway.closed',
  'giveaway.cancelled',
  'entry.submitted',
  'draw.committed',
  'draw.completed',
  'winner.replaced',
] as const;
export type WebhookEventType = (typeof WEBHOOK_EVENT_TYPES)[number];
export const WEBHOOK_TEST_TYPE = 'webhook.test';

export const WEBHOOK_PAUSE_REASONS = ['manual', 'http-410', 'falhas', 'plano'] as const;
export type WebhookPauseReason = (typeof WEBHOOK_PAUSE_REASONS)[number];

/**
 * `secret` is the signing secret (`whsec_` + base64). It stays in the log because the server
 * must sign with it (HMAC); no read model and no answer but the creation's carries it.
 */
export type WebhookEndpointCreated = DomainEvent<
  'WebhookEndpointCreated',
  { endpointId: string; criadorId: string; url: string; eventos: WebhookEventType[]; descricao: string | null; secret: string }
>;
export type WebhookEndpointUpdated = DomainEvent<
  'WebhookEndpointUpdated',
  { endpointId: string; changes: { url?: string; eventos?: WebhookEventType[]; descricao?: string | null } }
>;
export type WebhookEndpointPaused = DomainEvent<'WebhookEndpointPaused', { endpointId: string; criadorId: string; motivo: WebhookPauseReason }>;
export type WebhookEndpointResumed = DomainEvent<'WebhookEndpointResumed', { endpointId: string }>;
/** The previous secret keeps signing beside the new one until `anteriorValidoAte`. */
export type WebhookSecretRotated = DomainEvent<'WebhookSecretRotated', { endpointId: string; secret: string; anteriorValidoAte: string }>;
export type WebhookEndpointDeleted = DomainEvent<'WebhookEndpointDeleted', { endpointId: string }>;
export type WebhookTestRequested = DomainEvent<'WebhookTestRequested', { endpointId: string; deliveryId: string }>;
export type WebhookDeliveryRetryRequested = DomainEvent<'WebhookDeliveryRetryRequested', { endpointId: string; deliveryId: string }>;
/** Every delivery of this endpoint whose event is at or after `desde` and at or before log position `ate`, again. */
export type WebhookReplayRequested = DomainEvent<'WebhookReplayRequested', { endpointId: string; desde: string; ate: number; enfileiradas: number }>;

export type WebhookEndpointEvent =
  | WebhookEndpointCreated
  | WebhookEndpointUpdated
  | WebhookEndpointPaused
  | WebhookEndpointResumed
  | WebhookSecretRotated
  | WebhookEndpointDeleted
  | WebhookTestRequested
  | WebhookDeliveryRetryRequested
  | WebhookReplayRequested;

/** One try; `statusHttp` null when no answer came. `resposta`: the answer's start, HTML-escaped. */
export interface WebhookAttempt {
  deliveryId: string;
  endpointId: string;
  tentativa: number;
  statusHttp: number | null;
  duracaoMs: number;
  erro: string | null;
  resposta: string | null;
}
export type WebhookDeliverySucceeded = DomainEvent<'WebhookDeliverySucceeded', WebhookAttempt>;
/** A failed try with another one scheduled. */
export type WebhookDeliveryAttemptFailed = DomainEvent<'WebhookDeliveryAttemptFailed', WebhookAttempt & { proximaTentativaEm: string }>;
/** A failed try that was the last of the schedule (or a 410): the delivery is `falhou`. */
export type WebhookDeliveryFailed = DomainEvent<'WebhookDeliveryFailed', WebhookAttempt>;

export type WebhookDeliveryEvent = WebhookDeliverySucceeded | WebhookDeliveryAttemptFailed | WebhookDeliveryFailed;

/** One delivery of a WebhookDeliveriesSucceeded: its try, and when the receiver's answer came. */
export type DeliveredAtFirstTry = Omit<WebhookAttempt, 'endpointId' | 'erro'> & { em: string };
/**
 * Deliveries that succeeded at their first try (the usual case), recorded together: one event
 * per endpoint every few milliseconds instead of one per delivery, so a busy endpoint does not
 * triple the log. A delivery tried before (a retry, a replay) records its success on its own
 * stream, where its schedule lives.
 */
export type WebhookDeliveriesSucceeded = DomainEvent<'WebhookDeliveriesSucceeded', { endpointId: string; entregas: DeliveredAtFirstTry[] }>;

import type {
  Answers,
  CreatedWebhookEndpoint,
  RotatedWebhookSecret,
  WebhookDeliveriesPage,
  WebhookEndpoint,
  WebhookEventType,
  WebhookPauseReason,
  WebhookReplayAnswer,
  WebhookTestAnswer,
} from '@sorteios/api-contract';
import type { PresentedDelivery, PresentedEndpoint } from '../application/webhook-reader';
import type { WebhookEventType as ServerEventType, WebhookPauseReason as ServerPauseReason } from '../domain/webhook.events';

/* What the webhooks routes answer, held to @sorteios/api-contract at compile time. */
export type EndpointAnswer = Answers<WebhookEndpoint, PresentedEndpoint>;
export type CreatedAnswer = Answers<CreatedWebhookEndpoint, PresentedEndpoint & { secret: string }>;
export type RotatedAnswer = Answers<RotatedWebhookSecret, { secret: string; anteriorValidoAte: string }>;
export type DeliveriesAnswer = Answers<WebhookDeliveriesPage, { items: PresentedDelivery[]; nextCursor: string | null }>;
export type TestAnswer = Answers<WebhookTestAnswer, { deliveryId: string }>;
export type ReplayAnswer = Answers<WebhookReplayAnswer, { enfileiradas: number }>;
export type EventTypeAnswer = Answers<WebhookEventType, ServerEventType>;
export type EventTypeListed = Answers<ServerEventType, WebhookEventType>;
export type PauseReasonAnswer = Answers<WebhookPauseReason, ServerPauseReason>;
export type PauseReasonListed = Answers<ServerPauseReason, WebhookPauseReason>;

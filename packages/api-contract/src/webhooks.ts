import type { Page } from './page';

/** The event types an endpoint may subscribe to (`eventos`); `webhook.test` is sent on request only. */
export type WebhookEventType =
  | 'giveaway.published'
  | 'giveaway.closed'
  | 'giveaway.cancelled'
  | 'entry.submitted'
  | 'draw.committed'
  | 'draw.completed'
  | 'winner.replaced';

/**
 * Why an endpoint is paused (`ativo: false`): `manual` by its owner (PATCH `ativo: false`),
 * `http-410` the receiver answered 410 Gone, `falhas` every delivery failed for 5 days
 * (the owner is e-mailed), `plano` the owner's plan no longer includes webhooks (e-mailed too).
 * PATCH `ativo: true` resumes it (on Pro). null while active.
 */
export type WebhookPauseReason = 'manual' | 'http-410' | 'falhas' | 'plano';

/** An endpoint as GET /api/webhooks(/:id) and PATCH answer it: never the secret. */
export interface WebhookEndpoint {
  id: string;
  url: string;
  eventos: WebhookEventType[];
  descricao: string | null;
  ativo: boolean;
  pausadoMotivo: WebhookPauseReason | null;
  criadoEm: string;
  atualizadoEm: string;
  /** When the secret was last rotated (null: never); the previous one signs too until `segredoAnteriorValidoAte`. */
  segredoRotacionadoEm: string | null;
  segredoAnteriorValidoAte: string | null;
}

/** POST /api/webhooks (201): the endpoint and its signing secret, shown only here. */
export interface CreatedWebhookEndpoint extends WebhookEndpoint {
  /** `whsec_` + base64 (Standard Webhooks). */
  secret: string;
}

/** POST /api/webhooks/:id/rotate-secret (200): the new secret, shown only here. */
export interface RotatedWebhookSecret {
  secret: string;
  /** Until then the previous secret signs alongside the new one (24 h). */
  anteriorValidoAte: string;
}

export type WebhookDeliveryStatus = 'pendente' | 'entregue' | 'falhou';

/** One try of a delivery, newest last (the last 10 are kept). */
export interface WebhookDeliveryAttempt {
  em: string;
  /** null when no HTTP answer came (timeout, refused connection, address not allowed). */
  statusHttp: number | null;
  duracaoMs: number;
  /** pt-BR, e.g. "Tempo esgotado (10 s)"; null on success. */
  erro: string | null;
}

/** One event to one endpoint, across all of its tries (GET /api/webhooks/:id/deliveries). */
export interface WebhookDelivery {
  /** Also the `webhook-id` header: the same on every try and on a replay. */
  id: string;
  /** The id of the event in the log (`webhook.test`: the test request's). */
  eventId: string;
  type: WebhookEventType | 'webhook.test';
  status: WebhookDeliveryStatus;
  tentativas: number;
  ultimoStatusHttp: number | null;
  ultimaTentativaEm: string | null;
  /** null unless `pendente` with a try scheduled. */
  proximaTentativaEm: string | null;
  /**
   * The start of the receiver's last answer (at most 1,000 characters), HTML-escaped by the
   * server: show it as text, never as markup.
   */
  ultimaResposta: string | null;
  historico: WebhookDeliveryAttempt[];
  /** When the event happened. */
  criadoEm: string;
}

/** Newest first; `?status=` filters, `?limit=&cursor=` pages. */
export type WebhookDeliveriesPage = Page<WebhookDelivery>;

/** POST /api/webhooks/:id/test (202). */
export interface WebhookTestAnswer {
  deliveryId: string;
}

/** POST /api/webhooks/:id/replay (202): how many deliveries were queued again. */
export interface WebhookReplayAnswer {
  enfileiradas: number;
}

/** Request bodies, as the server validates them. */
export interface CreateWebhookRequest {
  /** https:// (http:// only where WEBHOOKS_ALLOW_PRIVATE_NETWORKS=true); at most 2,000 characters. */
  url: string;
  /** At least one, no repeats. */
  eventos: WebhookEventType[];
  /** At most 200 characters. */
  descricao?: string;
}

export interface UpdateWebhookRequest {
  url?: string;
  eventos?: WebhookEventType[];
  descricao?: string | null;
  ativo?: boolean;
}

export interface ReplayWebhookRequest {
  /** ISO 8601 date-time; not in the future. */
  desde: string;
}

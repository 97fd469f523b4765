import type { Decider } from '../../../platform/ddd/decider';
import { webhookErrors } from './webhook.errors';
import type { WebhookEndpointEvent, WebhookEventType, WebhookPauseReason } from './webhook.events';

/** How long a rotated-away secret keeps signing beside the new one. */
export const ROTATION_OVERLAP_MS = 24 * 60 * 60 * 1000;
/** Random bytes of a signing secret (Standard Webhooks: 24 to 64). */
const SECRET_BYTES = 32;

export type WebhookEndpointCommand =
  | { type: 'CreateWebhookEndpoint'; endpointId: string; criadorId: string; url: string; eventos: WebhookEventType[]; descricao: string | null }
  | { type: 'UpdateWebhookEndpoint'; userId: string; url?: string; eventos?: WebhookEventType[]; descricao?: string | null; ativo?: boolean }
  | { type: 'RotateWebhookSecret'; userId: string }
  | { type: 'DeleteWebhookEndpoint'; userId: string }
  | { type: 'RequestWebhookTest'; userId: string; deliveryId: string }
  | { type: 'RetryWebhookDelivery'; userId: string; deliveryId: string }
  | { type: 'ReplayWebhook'; userId: string; desde: string; ate: number; enfileiradas: number }
  /** The system pauses an endpoint: a 410 answer, or 5 days of failures. */
  | { type: 'PauseWebhookEndpoint'; motivo: Exclude<WebhookPauseReason, 'manual'> };

export interface SigningSecret {
  secret: string;
  /** null: the current one. */
  validoAte: string | null;
}

export interface WebhookEndpointState {
  exists: boolean;
  endpointId: string;
  criadorId: string;
  url: string;
  eventos: WebhookEventType[];
  descricao: string | null;
  ativo: boolean;
  /** Newest first. */
  secrets: SigningSecret[];
}

const newSecret = (random: (n: number) => Uint8Array) => `whsec_${Buffer.from(random(SECRET_BYTES)).toString('base64')}`;
const sameList = (a: readonly string[], b: readonly string[]) => a.length === b.length && a.every((v, i) => v === b[i]);

/** The secrets that sign at `now`: the current one, and the previous one during its 24 h. */
export function signingSecrets(state: Pick<WebhookEndpointState, 'secrets'>, now: Date): string[] {
  return state.secrets.filter((s) => s.validoAte === null || Date.parse(s.validoAte) > now.getTime()).map((s) => s.secret);
}

export const webhookEndpointDecider: Decider<WebhookEndpointCommand, WebhookEndpointEvent, WebhookEndpointState> = {
  initialState: { exists: false, endpointId: '', criadorId: '', url: '', eventos: [], descricao: null, ativo: false, secrets: [] },

  decide(command, state, { now, random }) {
    if (command.type === 'CreateWebhookEndpoint') {
      if (state.exists) return [];
      const { endpointId, criadorId, url, eventos, descricao } = command;
      return [{ type: 'WebhookEndpointCreated', data: { endpointId, criadorId, url, eventos: [...new Set(eventos)], descricao, secret: newSecret(random) } }];
    }
    if (!state.exists) throw webhookErrors.notFound();
    const endpointId = state.endpointId;
    if (command.type === 'PauseWebhookEndpoint') {
      return state.ativo ? [{ type: 'WebhookEndpointPaused', data: { endpointId, criadorId: state.criadorId, motivo: command.motivo } }] : [];
    }
    // Another person's endpoint does not exist for them.
    if (command.userId !== state.criadorId) throw webhookErrors.notFound();
    switch (command.type) {
      case 'UpdateWebhookEndpoint': {
        const changes: { url?: string; eventos?: WebhookEventType[]; descricao?: string | null } = {};
        if (command.url !== undefined && command.url !== state.url) changes.url = command.url;
        const eventos = command.eventos && [...new Set(command.eventos)];
        if (eventos && !sameList(eventos, state.eventos)) changes.eventos = eventos;
        if (command.descricao !== undefined && command.descricao !== state.descricao) changes.descricao = command.descricao;
        const events: WebhookEndpointEvent[] = Object.keys(changes).length > 0 ? [{ type: 'WebhookEndpointUpdated', data: { endpointId, changes } }] : [];
        if (command.ativo === false && state.ativo) events.push({ type: 'WebhookEndpointPaused', data: { endpointId, criadorId: state.criadorId, motivo: 'manual' } });
        if (command.ativo === true && !state.ativo) events.push({ type: 'WebhookEndpointResumed', data: { endpointId } });
        return events;
      }
      case 'RotateWebhookSecret':
        return [{ type: 'WebhookSecretRotated', data: { endpointId, secret: newSecret(random), anteriorValidoAte: new Date(now.getTime() + ROTATION_OVERLAP_MS).toISOString() } }];
      case 'DeleteWebhookEndpoint':
        return [{ type: 'WebhookEndpointDeleted', data: { endpointId } }];
      case 'RequestWebhookTest':
        return [{ type: 'WebhookTestRequested', data: { endpointId, deliveryId: command.deliveryId } }];
      case 'RetryWebhookDelivery':
        return [{ type: 'WebhookDeliveryRetryRequested', data: { endpointId, deliveryId: command.deliveryId } }];
      case 'ReplayWebhook':
        if (Date.parse(command.desde) > now.getTime()) throw webhookErrors.replayInFuture();
        return [{ type: 'WebhookReplayRequested', data: { endpointId, desde: command.desde, ate: command.ate, enfileiradas: command.enfileiradas } }];
    }
  },

  evolve(state, event) {
    switch (event.type) {
      case 'WebhookEndpointCreated': {
        const { endpointId, criadorId, url, eventos, descricao, secret } = event.data;
        return { exists: true, endpointId, criadorId, url, eventos, descricao, ativo: true, secrets: [{ secret, validoAte: null }] };
      }
      case 'WebhookEndpointUpdated':
        return { ...state, ...event.data.changes };
      case 'WebhookEndpointPaused':
        return { ...state, ativo: false };
      case 'WebhookEndpointResumed':
        return { ...state, ativo: true };
      case 'WebhookSecretRotated': {
        // Only the newest previous secret overlaps: a second rotation retires the oldest at once.
        const previous = state.secrets.find((s) => s.validoAte === null);
        const secrets: SigningSecret[] = [{ secret: event.data.secret, validoAte: null }];
        if (previous) secrets.push({ secret: previous.secret, validoAte: event.data.anteriorValidoAte });
        return { ...state, secrets };
      }
      case 'WebhookEndpointDeleted':
        return { ...state, exists: false, ativo: false };
      default:
        return state;
    }
  },
};

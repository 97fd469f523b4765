import type { Decider } from '../../../platform/ddd/decider';
import type { WebhookAttempt, WebhookDeliveryEvent } from './webhook.events';

/** An endpoint whose every delivery failed for this long is paused and its owner e-mailed. */
export const FAILING_PAUSE_MS = 5 * 24 * 60 * 60 * 1000;

export function failingTooLong(falhandoDesde: string | null, now: Date): boolean {
  return falhandoDesde !== null && now.getTime() - Date.parse(falhandoDesde) >= FAILING_PAUSE_MS;
}

/** The outcome of one try, as the sender saw it. `schedule`: the waits before each retry (WEBHOOK_RETRY_SCHEDULE). */
export interface RecordWebhookAttempt {
  type: 'RecordWebhookAttempt';
  deliveryId: string;
  endpointId: string;
  ok: boolean;
  /** The receiver answered 410 Gone: no retry. */
  gone: boolean;
  statusHttp: number | null;
  duracaoMs: number;
  erro: string | null;
  resposta: string | null;
  schedule: number[];
  /** Tries the read model shows: first-try successes are recorded outside this stream (WebhookDeliveriesSucceeded). */
  tentativasVistas: number;
}

export interface WebhookDeliveryState {
  tentativas: number;
  /** Failed tries since the last success or final failure: where the schedule stands. */
  falhasSeguidas: number;
}

/** One delivery's tries: success, a retry at the next step of the schedule, or `falhou`. */
export const webhookDeliveryDecider: Decider<RecordWebhookAttempt, WebhookDeliveryEvent, WebhookDeliveryState> = {
  initialState: { tentativas: 0, falhasSeguidas: 0 },

  decide(command, state, { now }) {
    const { deliveryId, endpointId, statusHttp, duracaoMs, erro, resposta } = command;
    const tentativa = Math.max(state.tentativas, command.tentativasVistas) + 1;
    const attempt: WebhookAttempt = { deliveryId, endpointId, tentativa, statusHttp, duracaoMs, erro, resposta };
    if (command.ok) return [{ type: 'WebhookDeliverySucceeded', data: { ...attempt, erro: null } }];
    const wait = command.schedule[state.falhasSeguidas];
    if (command.gone || wait === undefined) return [{ type: 'WebhookDeliveryFailed', data: attempt }];
    return [{ type: 'WebhookDeliveryAttemptFailed', data: { ...attempt, proximaTentativaEm: new Date(now.getTime() + wait).toISOString() } }];
  },

  evolve(state, event) {
    const tentativas = state.tentativas + 1;
    return event.type === 'WebhookDeliveryAttemptFailed' ? { tentativas, falhasSeguidas: state.falhasSeguidas + 1 } : { tentativas, falhasSeguidas: 0 };
  },
};

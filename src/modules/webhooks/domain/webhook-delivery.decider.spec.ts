import { deciderSpec } from '../../../../test/support/decider-spec';
import { failingTooLong, RecordWebhookAttempt, webhookDeliveryDecider } from './webhook-delivery.decider';
import type { WebhookDeliveryEvent } from './webhook.events';

const now = new Date('2026-11-27T12:00:00.000Z');
const { given } = deciderSpec(webhookDeliveryDecider, { now });
const base = { deliveryId: 'd1', endpointId: 'e1', duracaoMs: 12, resposta: null };
const attempt = (ok: boolean, statusHttp: number | null, extra: Partial<RecordWebhookAttempt> = {}): RecordWebhookAttempt => ({
  type: 'RecordWebhookAttempt', ...base, ok, gone: statusHttp === 410, statusHttp, erro: ok ? null : `Resposta HTTP ${statusHttp}`, schedule: [5_000, 300_000], tentativasVistas: 0, ...extra,
});
const failedOnce: WebhookDeliveryEvent = { type: 'WebhookDeliveryAttemptFailed', data: { ...base, tentativa: 1, statusHttp: 500, erro: 'Resposta HTTP 500', proximaTentativaEm: '2026-11-27T12:00:05.000Z' } };

describe('webhook delivery decider', () => {
  it('schedules the next try at the next step of the retry schedule', () => {
    given([]).when(attempt(false, 500)).then([failedOnce]);
    given([failedOnce]).when(attempt(false, null, { erro: 'Conexão recusada' })).then([
      { type: 'WebhookDeliveryAttemptFailed', data: { ...base, tentativa: 2, statusHttp: null, erro: 'Conexão recusada', proximaTentativaEm: '2026-11-27T12:05:00.000Z' } },
    ]);
  });

  it('fails the delivery after the last step of the schedule', () => {
    const second = { ...failedOnce, data: { ...failedOnce.data, tentativa: 2 } };
    given([failedOnce, second]).when(attempt(false, 500)).then([{ type: 'WebhookDeliveryFailed', data: { ...base, tentativa: 3, statusHttp: 500, erro: 'Resposta HTTP 500' } }]);
  });

  it('fails at once on 410 Gone', () => {
    given([]).when(attempt(false, 410)).then([{ type: 'WebhookDeliveryFailed', data: { ...base, tentativa: 1, statusHttp: 410, erro: 'Resposta HTTP 410' } }]);
  });

  it('records a success, and starts the schedule over after it', () => {
    const ok: WebhookDeliveryEvent = { type: 'WebhookDeliverySucceeded', data: { ...base, tentativa: 2, statusHttp: 200, erro: null } };
    given([failedOnce]).when(attempt(true, 200)).then([ok]);
    given([failedOnce, ok]).when(attempt(false, 500)).then([{ ...failedOnce, data: { ...failedOnce.data, tentativa: 3 } }]);
  });

  it('numbers a try after the ones the read model shows, first-try successes recorded elsewhere included', () => {
    given([]).when(attempt(false, 500, { tentativasVistas: 1 })).then([{ ...failedOnce, data: { ...failedOnce.data, tentativa: 2 } }]);
  });

  it('pauses an endpoint only after 5 full days of failures', () => {
    expect(failingTooLong(null, now)).toBe(false);
    expect(failingTooLong('2026-11-22T12:00:00.001Z', now)).toBe(false);
    expect(failingTooLong('2026-11-22T12:00:00.000Z', now)).toBe(true);
  });
});

import { deciderSpec } from '../../../../test/support/decider-spec';
import { fold } from '../../../platform/ddd/decider';
import { signingSecrets, webhookEndpointDecider, WebhookEndpointCommand } from './webhook-endpoint.decider';
import type { WebhookEndpointCreated, WebhookEndpointEvent } from './webhook.events';

const now = new Date('2026-11-27T12:00:00.000Z');
const { given } = deciderSpec(webhookEndpointDecider, { now, defaultAt: now.toISOString() });
const zeroSecret = `whsec_${Buffer.alloc(32).toString('base64')}`;
const created: WebhookEndpointCreated = {
  type: 'WebhookEndpointCreated',
  data: { endpointId: 'e1', criadorId: 'ana', url: 'https://exemplo.com.br/h', eventos: ['entry.submitted'], descricao: null, secret: 'whsec_antigo' },
};
const as = (userId: string, command: Record<string, unknown>) => ({ userId, ...command }) as WebhookEndpointCommand;

describe('webhook endpoint decider', () => {
  it('creates an endpoint with a whsec_ secret from the random bytes, without repeated event types', () => {
    given([]).when({ type: 'CreateWebhookEndpoint', endpointId: 'e1', criadorId: 'ana', url: 'https://exemplo.com.br/h', eventos: ['entry.submitted', 'entry.submitted'], descricao: null }).then([
      { type: 'WebhookEndpointCreated', data: { endpointId: 'e1', criadorId: 'ana', url: 'https://exemplo.com.br/h', eventos: ['entry.submitted'], descricao: null, secret: zeroSecret } },
    ]);
  });

  it('treats another person\'s endpoint as not found', () => {
    given([created]).when(as('bia', { type: 'RotateWebhookSecret' })).then('WEBHOOK_NOT_FOUND');
    given([created]).when(as('bia', { type: 'UpdateWebhookEndpoint', ativo: false })).then('WEBHOOK_NOT_FOUND');
  });

  it('records only what changed, and pausing and resuming as their own events', () => {
    given([created]).when(as('ana', { type: 'UpdateWebhookEndpoint', url: 'https://exemplo.com.br/h', eventos: ['entry.submitted'], ativo: true })).then([]);
    given([created]).when(as('ana', { type: 'UpdateWebhookEndpoint', descricao: 'CRM', ativo: false })).then([
      { type: 'WebhookEndpointUpdated', data: { endpointId: 'e1', changes: { descricao: 'CRM' } } },
      { type: 'WebhookEndpointPaused', data: { endpointId: 'e1', criadorId: 'ana', motivo: 'manual' } },
    ]);
    const paused: WebhookEndpointEvent = { type: 'WebhookEndpointPaused', data: { endpointId: 'e1', criadorId: 'ana', motivo: 'http-410' } };
    given([created, paused]).when(as('ana', { type: 'UpdateWebhookEndpoint', ativo: true })).then([{ type: 'WebhookEndpointResumed', data: { endpointId: 'e1' } }]);
    given([created, paused]).when({ type: 'PauseWebhookEndpoint', motivo: 'falhas' }).then([]);
  });

  it('keeps the previous secret signing for 24 h after a rotation, then only the new one', () => {
    const rotated: WebhookEndpointEvent = { type: 'WebhookSecretRotated', data: { endpointId: 'e1', secret: 'whsec_novo', anteriorValidoAte: '2026-11-28T12:00:00.000Z' } };
    given([created]).when(as('ana', { type: 'RotateWebhookSecret' })).then([rotated].map((e) => ({ ...e, data: { ...e.data, secret: zeroSecret } })) as WebhookEndpointEvent[]);
    const state = fold(webhookEndpointDecider, [created, rotated]);
    expect(signingSecrets(state, now)).toEqual(['whsec_novo', 'whsec_antigo']);
    expect(signingSecrets(state, new Date('2026-11-28T12:00:00.001Z'))).toEqual(['whsec_novo']);
  });

  it('refuses a replay from a date in the future', () => {
    given([created]).when(as('ana', { type: 'ReplayWebhook', desde: '2026-11-28T00:00:00.000Z', ate: 10, enfileiradas: 0 })).then('VALIDATION_FAILED');
  });

  it('knows no endpoint after it was deleted', () => {
    given([created, { type: 'WebhookEndpointDeleted', data: { endpointId: 'e1' } }]).when(as('ana', { type: 'RequestWebhookTest', deliveryId: 'd1' })).then('WEBHOOK_NOT_FOUND');
  });
});

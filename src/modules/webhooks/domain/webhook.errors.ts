import { DomainError, PRICING_PATH } from '../../../platform/ddd/domain-error';

export const webhookErrors = {
  notFound: () => new DomainError('WEBHOOK_NOT_FOUND', 'Webhook não encontrado.'),
  deliveryNotFound: () => new DomainError('WEBHOOK_DELIVERY_NOT_FOUND', 'Entrega não encontrada.'),
  planRequired: () =>
    new DomainError('PLAN_REQUIRED', 'Webhooks fazem parte do plano Pro. Assine o Pro para receber os eventos dos seus sorteios.', {
      recurso: 'webhooks',
      precos: PRICING_PATH,
    }),
  urlNotAllowed: (motivo: string) => new DomainError('WEBHOOK_URL_NOT_ALLOWED', `Endereço de webhook não permitido: ${motivo}`),
  replayInFuture: () =>
    new DomainError('VALIDATION_FAILED', 'Verifique os campos informados.', { fields: { desde: ['A data não pode estar no futuro.'] } }),
};

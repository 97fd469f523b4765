import { DomainError } from '../../../platform/ddd/domain-error';

export const billingErrors = {
  notConfigured: () =>
    new DomainError('BILLING_NOT_CONFIGURED', 'Os pagamentos não estão configurados nesta instalação. Fale com a equipe para assinar o Pro.'),
  providerUnavailable: () =>
    new DomainError('PAYMENT_PROVIDER_UNAVAILABLE', 'O serviço de pagamentos não respondeu. Nada foi cobrado; tente novamente em alguns minutos.'),
  invalidSignature: () => new DomainError('INVALID_SIGNATURE', 'Assinatura do webhook inválida.'),
  noSubscription: () =>
    new DomainError('NO_SUBSCRIPTION', 'Você não tem uma assinatura paga para gerenciar. O Pro concedido pela equipe não passa pelo portal de pagamentos.'),
  alreadyPro: () => new DomainError('ALREADY_PRO', 'Você já é Pro. Para mudar a forma de pagamento ou cancelar, use "Gerenciar assinatura".'),
};

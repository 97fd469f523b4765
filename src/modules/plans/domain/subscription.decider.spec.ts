import { deciderSpec } from '../../../../test/support/decider-spec';
import type { ProviderEvent } from './provider-event';
import { subscriptionDecider, type SubscriptionCommand } from './subscription.decider';
import type { SubscriptionEvent } from './subscription.events';

const NOW = new Date('2026-11-26T12:00:00.000Z');
const USER = 'u-ana';
const registered = { type: 'UserRegistered', data: { userId: USER } } as unknown as SubscriptionEvent;
const periodEnd = '2026-12-26T12:00:00.000Z';

const provider = (tipo: ProviderEvent['tipo'], overrides: Partial<ProviderEvent> = {}): SubscriptionCommand & { userId: string } => ({
  type: 'ApplyProviderEvent',
  userId: USER,
  evento: { id: `evt_${tipo}`, tipo, userId: USER, clienteId: 'cus_1', assinaturaId: 'sub_1', ciclo: 'mensal', ativoAte: null, cancelaNoFimDoPeriodo: false, status: null, ...overrides },
});
const stripe = { userId: USER, origem: 'stripe' as const };
const activated: SubscriptionEvent = {
  type: 'ProActivated',
  data: { ...stripe, eventoProvedorId: 'evt_checkout-concluido', ativoAte: '2026-12-27T12:00:00.000Z', ativoAteEstimado: true, ciclo: 'mensal', clienteId: 'cus_1', assinaturaId: 'sub_1' },
};

const { given, decideAfter } = deciderSpec(subscriptionDecider, { now: NOW });

describe('subscription decider', () => {
  it('activates Pro when a checkout completes, estimating the period until the provider says', () => {
    given([registered]).when(provider('checkout-concluido')).then([activated]);
  });

  it('changes nothing when the same provider event is delivered again', () => {
    given([registered, activated]).when(provider('checkout-concluido')).then([]);
    const renewed = decideAfter([registered, activated], provider('fatura-paga', { ativoAte: periodEnd }));
    expect(renewed).toEqual([{ type: 'ProRenewed', data: { ...stripe, eventoProvedorId: 'evt_fatura-paga', ativoAte: periodEnd } }]);
    given([registered, activated, ...renewed]).when(provider('fatura-paga', { ativoAte: periodEnd })).then([]);
  });

  it('lets the provider’s period end replace the estimate even when earlier, and afterwards only move it forward', () => {
    const renewed = { type: 'ProRenewed' as const, data: { ...stripe, eventoProvedorId: 'evt_1', ativoAte: periodEnd } };
    given([registered, activated, renewed]).when(provider('fatura-paga', { id: 'evt_old', ativoAte: '2026-11-26T12:00:00.000Z' })).then([]);
  });

  it('cancels at the end of the period and ends Pro when the subscription is deleted', () => {
    given([registered, activated])
      .when(provider('assinatura-atualizada', { cancelaNoFimDoPeriodo: true, ativoAte: periodEnd, status: 'active' }))
      .then([{ type: 'ProCancelled', data: { ...stripe, eventoProvedorId: 'evt_assinatura-atualizada', ativoAte: periodEnd } }]);
    given([registered, activated])
      .when(provider('assinatura-encerrada', { status: 'canceled' }))
      .then([{ type: 'ProExpired', data: { ...stripe, eventoProvedorId: 'evt_assinatura-encerrada', motivo: 'assinatura-encerrada' } }]);
  });

  it('ignores an update that arrives after its subscription ended', () => {
    const expired: SubscriptionEvent = { type: 'ProExpired', data: { ...stripe, eventoProvedorId: 'evt_del', motivo: 'assinatura-encerrada' } };
    given([registered, activated, expired]).when(provider('assinatura-atualizada', { id: 'evt_late', status: 'active', ativoAte: periodEnd })).then([]);
  });

  it('does not let a provider event end Pro granted by an admin', () => {
    const granted: SubscriptionEvent = {
      type: 'ProActivated',
      data: { userId: USER, origem: 'admin', eventoProvedorId: null, ativoAte: null, ciclo: null, clienteId: null, assinaturaId: null, adminId: 'adm', motivo: 'Parceria' },
    };
    given([registered, granted]).when(provider('assinatura-encerrada', { assinaturaId: 'sub_old' })).then([]);
    given([registered, granted]).when({ type: 'ExpireIfDue', userId: USER }).then([]);
  });

  it('records a failed renewal payment so the person is told', () => {
    given([registered, activated]).when(provider('pagamento-falhou')).then([{ type: 'ProPaymentFailed', data: { ...stripe, eventoProvedorId: 'evt_pagamento-falhou' } }]);
  });

  it('expires a paid period only after its grace days, and tells a cancelled subscriber once in the last week', () => {
    const cancelled: SubscriptionEvent = { type: 'ProCancelled', data: { ...stripe, eventoProvedorId: 'evt_c', ativoAte: '2026-11-30T12:00:00.000Z' } };
    given([registered, activated, cancelled]).when({ type: 'NoticeEnding', userId: USER }).then([{ type: 'ProEndingNoticed', data: { userId: USER, ativoAte: '2026-11-30T12:00:00.000Z' } }]);
    given([registered, activated, cancelled, { type: 'ProEndingNoticed', data: { userId: USER, ativoAte: '2026-11-30T12:00:00.000Z' } }])
      .when({ type: 'NoticeEnding', userId: USER })
      .then([]);
    given([registered, activated, cancelled]).when({ type: 'ExpireIfDue', userId: USER }).then([]);
    expect(decideAfter([registered, activated, cancelled], { type: 'ExpireIfDue', userId: USER }, new Date('2026-12-03T12:00:01.000Z'))).toEqual([
      { type: 'ProExpired', data: { ...stripe, eventoProvedorId: null, motivo: 'prazo' } },
    ]);
  });

  it('grants and revokes Pro for an admin, and refuses an account that does not exist', () => {
    given([registered])
      .when({ type: 'GrantPro', userId: USER, adminId: 'adm', motivo: 'Parceria' })
      .then([{ type: 'ProActivated', data: { userId: USER, origem: 'admin', eventoProvedorId: null, ativoAte: null, ciclo: null, clienteId: null, assinaturaId: null, adminId: 'adm', motivo: 'Parceria' } }]);
    given([registered]).when({ type: 'RevokePro', userId: USER, adminId: 'adm', motivo: null }).then([]);
    given([]).when({ type: 'GrantPro', userId: USER, adminId: 'adm', motivo: null }).then('USER_NOT_FOUND');
  });
});

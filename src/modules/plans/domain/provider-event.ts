import type { BillingCycle } from './subscription.events';

/**
 * A payment provider's webhook, as the subscription decider reads it: the provider adapter
 * turns its own payload (Stripe's `checkout.session.completed`, `invoice.paid`, ...) into
 * this, so the rules never depend on one provider's shapes.
 */
export interface ProviderEvent {
  /** The provider's event id: a replayed delivery carries the same one. */
  id: string;
  tipo: 'checkout-concluido' | 'fatura-paga' | 'assinatura-atualizada' | 'assinatura-encerrada' | 'pagamento-falhou';
  /** Ours, as sent in the checkout's metadata (null when the payload does not carry it). */
  userId: string | null;
  clienteId: string | null;
  assinaturaId: string | null;
  ciclo: BillingCycle | null;
  /** End of the period paid for, when the payload says. */
  ativoAte: string | null;
  /** The subscription is set to end at the close of its period. */
  cancelaNoFimDoPeriodo: boolean;
  /** The provider's subscription status (`active`, `past_due`, `canceled`...), when known. */
  status: string | null;
}

import type { Decider } from '../../../platform/ddd/decider';
import { DomainError } from '../../../platform/ddd/domain-error';
import type { ProviderEvent } from './provider-event';
import type { BillingCycle, SubscriptionEvent, SubscriptionSource } from './subscription.events';

export type SubscriptionCommand =
  | { type: 'GrantPro'; adminId: string; motivo: string | null }
  | { type: 'RevokePro'; adminId: string; motivo: string | null }
  | { type: 'ApplyProviderEvent'; evento: ProviderEvent }
  | { type: 'ExpireIfDue' }
  | { type: 'NoticeEnding' };

export interface SubscriptionState {
  /** The account exists (accounts' UserRegistered is on the stream). */
  conta: boolean;
  pro: boolean;
  origem: SubscriptionSource | null;
  ativoAte: string | null;
  /** `ativoAte` is only the checkout's estimate: the provider's first period end replaces it. */
  ativoAteEstimado: boolean;
  ciclo: BillingCycle | null;
  /** Set to end at `ativoAte` (ProCancelled), until renewed again. */
  cancelada: boolean;
  clienteId: string | null;
  assinaturaId: string | null;
  /** Provider event ids already applied: a replay changes nothing. */
  processados: string[];
  /** Subscriptions that ended: a late `updated` about one of them cannot bring it back. */
  encerradas: string[];
  /** The end date the person was already told about. */
  avisoFimPara: string | null;
}

export const initialSubscriptionState: SubscriptionState = {
  conta: false,
  pro: false,
  origem: null,
  ativoAte: null,
  ativoAteEstimado: false,
  ciclo: null,
  cancelada: false,
  clienteId: null,
  assinaturaId: null,
  processados: [],
  encerradas: [],
  avisoFimPara: null,
};

const DAY_MS = 86_400_000;
/** A paid period that ran out still counts this long: the provider retries a failed renewal meanwhile. */
export const GRACE_DAYS = 3;
/** A cancelled Pro is told it ends this many days before. */
export const NOTICE_DAYS = 7;
/** Until the provider says when the period ends, the checkout buys this much. */
const CYCLE_DAYS: Record<BillingCycle, number> = { mensal: 31, anual: 366 };

const ACTIVE_STATUSES = new Set(['active', 'trialing', 'past_due']);
const ENDED_STATUSES = new Set(['canceled', 'incomplete_expired', 'unpaid']);

const later = (a: string | null, b: string | null) => a !== null && (b === null || Date.parse(a) > Date.parse(b));

function decideProviderEvent(ev: ProviderEvent, state: SubscriptionState, now: Date, userId: string): SubscriptionEvent[] {
  if (state.processados.includes(ev.id)) return [];
  if (ev.assinaturaId && state.encerradas.includes(ev.assinaturaId)) return [];
  const provenance = { userId, origem: 'stripe' as const, eventoProvedorId: ev.id };
  // An event about another subscription than the current one (an old one, or Pro granted by an
  // admin) may start Pro, never change or end the current one.
  const current = state.pro && state.origem === 'stripe' && (state.assinaturaId === null || ev.assinaturaId === state.assinaturaId);
  const activate = (): SubscriptionEvent[] => {
    const ciclo = ev.ciclo ?? state.ciclo ?? 'mensal';
    const estimated = ev.ativoAte === null;
    const ativoAte = ev.ativoAte ?? new Date(now.getTime() + CYCLE_DAYS[ciclo] * DAY_MS).toISOString();
    return [{ type: 'ProActivated', data: { ...provenance, ativoAte, ...(estimated ? { ativoAteEstimado: true } : {}), ciclo, clienteId: ev.clienteId, assinaturaId: ev.assinaturaId } }];
  };
  // The provider's period end replaces an estimate, and otherwise only moves forward (a late, older event cannot shorten it).
  const extendsPeriod = () => ev.ativoAte !== null && (state.ativoAteEstimado ? ev.ativoAte !== state.ativoAte : later(ev.ativoAte, state.ativoAte));

  switch (ev.tipo) {
    case 'checkout-concluido':
      return current ? [] : activate();
    case 'fatura-paga':
      if (!current) return state.pro ? [] : activate();
      return extendsPeriod() ? [{ type: 'ProRenewed', data: { ...provenance, ativoAte: ev.ativoAte } }] : [];
    case 'assinatura-atualizada': {
      if (ev.status && ENDED_STATUSES.has(ev.status)) return current ? [{ type: 'ProExpired', data: { ...provenance, motivo: ev.status } }] : [];
      if (!current) return !state.pro && ev.status !== null && ACTIVE_STATUSES.has(ev.status) ? activate() : [];
      if (ev.cancelaNoFimDoPeriodo && !state.cancelada) return [{ type: 'ProCancelled', data: { ...provenance, ativoAte: ev.ativoAte ?? state.ativoAte } }];
      if (!ev.cancelaNoFimDoPeriodo && (state.cancelada || extendsPeriod())) {
        return [{ type: 'ProRenewed', data: { ...provenance, ativoAte: ev.ativoAte ?? state.ativoAte } }];
      }
      return [];
    }
    case 'assinatura-encerrada':
      return current ? [{ type: 'ProExpired', data: { ...provenance, motivo: 'assinatura-encerrada' } }] : [];
    case 'pagamento-falhou':
      return current ? [{ type: 'ProPaymentFailed', data: provenance }] : [];
  }
}

/** `userId` is the stream's owner: the handler passes it, as the user stream has no creation event of ours. */
function decide(command: SubscriptionCommand & { userId: string }, state: SubscriptionState, { now }: { now: Date }): SubscriptionEvent[] {
  const { userId } = command;
  if (!state.conta) throw new DomainError('USER_NOT_FOUND', 'Usuário não encontrado.');
  switch (command.type) {
    case 'GrantPro':
      if (state.pro) return [];
      return [
        {
          type: 'ProActivated',
          data: { userId, origem: 'admin', eventoProvedorId: null, ativoAte: null, ciclo: null, clienteId: null, assinaturaId: null, adminId: command.adminId, motivo: command.motivo },
        },
      ];
    case 'RevokePro':
      if (!state.pro) return [];
      return [{ type: 'ProExpired', data: { userId, origem: 'admin', eventoProvedorId: null, adminId: command.adminId, motivo: command.motivo } }];
    case 'ApplyProviderEvent':
      return decideProviderEvent(command.evento, state, now, userId);
    case 'ExpireIfDue': {
      if (!state.pro || state.ativoAte === null) return [];
      if (now.getTime() <= Date.parse(state.ativoAte) + GRACE_DAYS * DAY_MS) return [];
      return [{ type: 'ProExpired', data: { userId, origem: state.origem ?? 'admin', eventoProvedorId: null, motivo: 'prazo' } }];
    }
    case 'NoticeEnding': {
      const end = state.ativoAte;
      if (!state.pro || !state.cancelada || end === null || state.avisoFimPara === end) return [];
      const dueFrom = Date.parse(end) - NOTICE_DAYS * DAY_MS;
      if (now.getTime() < dueFrom || now.getTime() > Date.parse(end)) return [];
      return [{ type: 'ProEndingNoticed', data: { userId, ativoAte: end } }];
    }
  }
}

const remember = (ids: string[], id: string | null) => (id === null || ids.includes(id) ? ids : [...ids, id]);

/**
 * Folds the user stream: this module's events and, for Pro granted before billing existed,
 * accounts' UserRolesChanged with `isPro`. Any other event of the stream changes nothing.
 */
export function evolveSubscription(state: SubscriptionState, event: SubscriptionEvent | { type: string; data: unknown }): SubscriptionState {
  const e = event as SubscriptionEvent;
  const processados = 'eventoProvedorId' in e.data ? remember(state.processados, e.data.eventoProvedorId) : state.processados;
  switch (e.type) {
    case 'ProActivated': {
      const d = e.data;
      return { ...state, processados, pro: true, origem: d.origem, ativoAte: d.ativoAte, ativoAteEstimado: d.ativoAteEstimado === true, ciclo: d.ciclo, cancelada: false, clienteId: d.clienteId ?? state.clienteId, assinaturaId: d.assinaturaId };
    }
    case 'ProRenewed':
      return { ...state, processados, ativoAte: e.data.ativoAte, ativoAteEstimado: false, cancelada: false };
    case 'ProCancelled':
      return { ...state, processados, ativoAte: e.data.ativoAte, ativoAteEstimado: false, cancelada: true };
    case 'ProExpired':
      return { ...state, processados, pro: false, cancelada: false, ativoAte: null, encerradas: remember(state.encerradas, state.assinaturaId), assinaturaId: null };
    case 'ProPaymentFailed':
      return { ...state, processados };
    case 'ProEndingNoticed':
      return { ...state, avisoFimPara: e.data.ativoAte };
  }
  if (event.type === 'UserRegistered') return { ...state, conta: true };
  if (event.type === 'UserRolesChanged') {
    const isPro = (event.data as { isPro?: boolean }).isPro;
    if (isPro === true) return { ...state, pro: true, origem: 'admin', ativoAte: null, cancelada: false };
    if (isPro === false) return { ...state, pro: false, ativoAte: null, cancelada: false };
  }
  return state;
}

export const subscriptionDecider: Decider<SubscriptionCommand & { userId: string }, SubscriptionEvent, SubscriptionState> = {
  initialState: initialSubscriptionState,
  decide,
  evolve: evolveSubscription,
};

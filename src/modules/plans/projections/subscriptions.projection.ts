import type { PlanHistoryItem } from '@sorteios/api-contract';
import type { RecordedEvent } from '../../../platform/event-store/event-store.port';
import type { Projection } from '../../../platform/projections/projection';
import type { ReadStore } from '../../../platform/read-store/read-store.port';
import { SUBSCRIPTION_EVENT_TYPES, type BillingCycle, type SubscriptionEvent, type SubscriptionSource } from '../domain/subscription.events';

export const SUBSCRIPTIONS = 'subscriptions';

/** One document per person who was ever Pro: the current state and its history. */
export interface SubscriptionView {
  _id: string;
  userId: string;
  pro: boolean;
  origem: SubscriptionSource | null;
  ciclo: BillingCycle | null;
  ativoAte: string | null;
  cancelada: boolean;
  clienteId: string | null;
  assinaturaId: string | null;
  /** When the current Pro began (null when not Pro). */
  desde: string | null;
  /** The end date its owner was told about (ProEndingNoticed). */
  avisoFimPara: string | null;
  historico: PlanHistoryItem[];
  /** Global position of the last event applied: a replayed event is skipped. */
  posicao: number;
}

const TYPES = new Set<string>(SUBSCRIPTION_EVENT_TYPES);

function fresh(userId: string): SubscriptionView {
  return { _id: userId, userId, pro: false, origem: null, ciclo: null, ativoAte: null, cancelada: false, clienteId: null, assinaturaId: null, desde: null, avisoFimPara: null, historico: [], posicao: -1 };
}

/** The state after one event, as the subscription decider folds it. */
function next(view: SubscriptionView, event: SubscriptionEvent, at: string): Partial<SubscriptionView> {
  switch (event.type) {
    case 'ProActivated': {
      const d = event.data;
      return { pro: true, origem: d.origem, ciclo: d.ciclo, ativoAte: d.ativoAte, cancelada: false, clienteId: d.clienteId ?? view.clienteId, assinaturaId: d.assinaturaId, desde: at };
    }
    case 'ProRenewed':
      return { ativoAte: event.data.ativoAte, cancelada: false };
    case 'ProCancelled':
      return { ativoAte: event.data.ativoAte, cancelada: true };
    case 'ProExpired':
      return { pro: false, ativoAte: null, cancelada: false, assinaturaId: null, desde: null };
    case 'ProEndingNoticed':
      return { avisoFimPara: event.data.ativoAte };
    default:
      return {};
  }
}

function historyItem(event: SubscriptionEvent, at: string): PlanHistoryItem {
  const d = event.data as { origem?: SubscriptionSource; ativoAte?: string | null; motivo?: string | null };
  return { tipo: event.type, at, origem: d.origem ?? null, ativoAte: d.ativoAte ?? null, motivo: d.motivo ?? null };
}

/**
 * Subscriptions read model (issue 12): the boss's list and MRR, a person's plan history, and
 * the payment provider's customer id to find whom a webhook is about. Pro granted before
 * billing existed (accounts' UserRolesChanged with isPro) shows as granted by an admin.
 */
export const subscriptionsProjection: Projection = {
  name: 'subscriptions',
  collections: [SUBSCRIPTIONS],

  async setup(store: ReadStore) {
    const subscriptions = store.collection(SUBSCRIPTIONS);
    await subscriptions.createIndex({ pro: 1 });
    await subscriptions.createIndex({ clienteId: 1 });
  },

  async apply(recorded: RecordedEvent, store: ReadStore) {
    const legacyPro = recorded.type === 'UserRolesChanged' ? (recorded.data as { isPro?: boolean }).isPro : undefined;
    if (!TYPES.has(recorded.type) && legacyPro === undefined) return;
    const event: SubscriptionEvent =
      legacyPro === undefined
        ? ({ type: recorded.type, data: recorded.data } as SubscriptionEvent)
        : legacyPro
          ? { type: 'ProActivated', data: { userId: recorded.data.userId as string, origem: 'admin', eventoProvedorId: null, ativoAte: null, ciclo: null, clienteId: null, assinaturaId: null, motivo: (recorded.data.motivo as string | null) ?? null } }
          : { type: 'ProExpired', data: { userId: recorded.data.userId as string, origem: 'admin', eventoProvedorId: null, motivo: (recorded.data.motivo as string | null) ?? null } };
    const userId = event.data.userId;
    const subscriptions = store.collection<SubscriptionView>(SUBSCRIPTIONS);
    const view = (await subscriptions.findOne({ _id: userId })) ?? fresh(userId);
    if (view.posicao >= recorded.position) return;
    const at = recorded.metadata.at;
    const updated: SubscriptionView = { ...view, ...next(view, event, at), historico: [...view.historico, historyItem(event, at)], posicao: recorded.position };
    await subscriptions.replaceOne({ _id: userId }, updated, { upsert: true });
  },
};

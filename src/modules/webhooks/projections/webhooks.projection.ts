import type { RecordedEvent } from '../../../platform/event-store/event-store.port';
import type { Projection } from '../../../platform/projections/projection';
import type { ReadStore } from '../../../platform/read-store/read-store.port';
import { deliveryIdOf, giveawayIdOf, WEBHOOK_TYPE_OF } from '../domain/webhook-event-types';
import type { WebhookAttempt, WebhookDeliveriesSucceeded, WebhookDeliveryEvent, WebhookEndpointEvent, WebhookEventType, WebhookPauseReason } from '../domain/webhook.events';
import { WEBHOOK_TEST_TYPE } from '../domain/webhook.events';
import { sha256Hex } from './sha256';

export const WEBHOOK_ENDPOINTS = 'webhook-endpoints';
export const WEBHOOK_DELIVERIES = 'webhook-deliveries';
/** Who owns each giveaway, its title and its ranked entrants' names: what deliveries need to be routed and written. */
export const WEBHOOK_GIVEAWAYS = 'webhook-giveaways';
const HISTORY_KEPT = 10;

export interface WebhookEndpointView {
  _id: string;
  id: string;
  criadorId: string;
  url: string;
  eventos: WebhookEventType[];
  descricao: string | null;
  ativo: boolean;
  pausadoMotivo: WebhookPauseReason | null;
  criadoEm: string;
  atualizadoEm: string;
  segredoRotacionadoEm: string | null;
  segredoAnteriorValidoAte: string | null;
  /** The first failed try since the last success (the 5-day pause rule). */
  falhandoDesde: string | null;
  /** The endpoint stream's revision: the sender reloads the secrets when it moves. */
  versao: number;
}

export interface WebhookGiveawayView {
  _id: string;
  criadorId: string;
  titulo: string;
  /** entryId → name of the winners and alternates, for winner.replaced. */
  nomes: Record<string, string>;
}

export interface WebhookDeliveryView {
  _id: string;
  id: string;
  endpointId: string;
  criadorId: string;
  /** null for webhook.test. */
  giveawayId: string | null;
  eventId: string;
  /** The log position of the event: the order of deliveries to one endpoint for one giveaway. */
  eventPosition: number;
  type: WebhookEventType | typeof WEBHOOK_TEST_TYPE;
  status: 'pendente' | 'entregue' | 'falhou';
  /** The log position of what last made it pending (the event, a retry, a replay). */
  pendenteDesde: number;
  tentativas: number;
  ultimoStatusHttp: number | null;
  ultimaTentativaEm: string | null;
  proximaTentativaEm: string | null;
  ultimaResposta: string | null;
  historico: Array<{ id: string; em: string; statusHttp: number | null; duracaoMs: number; erro: string | null }>;
  criadoEm: string;
}

type Pending = Pick<WebhookDeliveryView, 'status' | 'pendenteDesde' | 'proximaTentativaEm'>;
const pendingSince = (position: number): Pending => ({ status: 'pendente', pendenteDesde: position, proximaTentativaEm: null });

/**
 * Endpoints (never their secrets), the deliveries log, and the owners of giveaways. A source
 * event becomes one pending delivery per active endpoint of its giveaway's owner that
 * subscribed to its type; the tries recorded by the sender move it to entregue or falhou.
 */
export const webhooksProjection: Projection = {
  name: 'webhooks',
  collections: [WEBHOOK_ENDPOINTS, WEBHOOK_DELIVERIES, WEBHOOK_GIVEAWAYS],

  async setup(store: ReadStore) {
    await store.collection(WEBHOOK_ENDPOINTS).createIndex({ criadorId: 1 });
    const deliveries = store.collection(WEBHOOK_DELIVERIES);
    await deliveries.createIndex({ endpointId: 1, eventPosition: -1 });
    await deliveries.createIndex({ eventId: 1 });
    await deliveries.createIndex({ status: 1 });
  },

  async apply(recorded: RecordedEvent, store: ReadStore) {
    const type = WEBHOOK_TYPE_OF[recorded.type];
    if (type) return addDeliveries(recorded, type, store);
    if (recorded.type === 'GiveawayCreated' || recorded.type === 'GiveawayUpdated' || recorded.type === 'WinnersDrawn') return trackGiveaway(recorded, store);
    if (recorded.type === 'WebhookDeliveriesSucceeded') return applyFirstTrySuccesses(recorded, recorded.data as WebhookDeliveriesSucceeded['data'], store);
    if (recorded.type.startsWith('WebhookDelivery') && recorded.type !== 'WebhookDeliveryRetryRequested') {
      return applyAttempt(recorded, { type: recorded.type, data: recorded.data } as unknown as WebhookDeliveryEvent, store);
    }
    if (recorded.type.startsWith('Webhook')) return applyEndpointEvent(recorded, { type: recorded.type, data: recorded.data } as unknown as WebhookEndpointEvent, store);
  },
};

async function trackGiveaway(recorded: RecordedEvent, store: ReadStore) {
  const giveaways = store.collection<WebhookGiveawayView>(WEBHOOK_GIVEAWAYS);
  const d = recorded.data as Record<string, unknown>;
  const giveawayId = String(d.giveawayId);
  if (recorded.type === 'GiveawayCreated') {
    await giveaways.replaceOne({ _id: giveawayId }, { _id: giveawayId, criadorId: String(d.criadorId), titulo: String(d.titulo), nomes: {} }, { upsert: true });
  } else if (recorded.type === 'GiveawayUpdated') {
    const titulo = (d.changes as { titulo?: string }).titulo;
    if (titulo !== undefined) await giveaways.updateOne({ _id: giveawayId }, { $set: { titulo } });
  } else {
    const ranked = [...(d.vencedores as Array<{ entryId: string; nome: string }>), ...(d.suplentes as Array<{ entryId: string; nome: string }>)];
    await giveaways.updateOne({ _id: giveawayId }, { $set: { nomes: Object.fromEntries(ranked.map((v) => [v.entryId, v.nome])) } });
  }
}

async function addDeliveries(recorded: RecordedEvent, type: WebhookEventType, store: ReadStore) {
  const giveawayId = giveawayIdOf(recorded.data);
  const giveaway = await store.collection<WebhookGiveawayView>(WEBHOOK_GIVEAWAYS).findOne({ _id: giveawayId });
  if (!giveaway) return;
  const endpoints = await store.collection<WebhookEndpointView>(WEBHOOK_ENDPOINTS).find({ criadorId: giveaway.criadorId, ativo: true });
  for (const endpoint of endpoints) {
    if (!endpoint.eventos.includes(type)) continue;
    const id = deliveryIdOf(sha256Hex, recorded.id, endpoint.id);
    await insertOnce(store, newDelivery(id, endpoint, recorded, type, giveawayId));
  }
}

function newDelivery(id: string, endpoint: Pick<WebhookEndpointView, 'id' | 'criadorId'>, recorded: RecordedEvent, type: WebhookDeliveryView['type'], giveawayId: string | null): WebhookDeliveryView {
  return {
    _id: id,
    id,
    endpointId: endpoint.id,
    criadorId: endpoint.criadorId,
    giveawayId,
    eventId: recorded.id,
    eventPosition: recorded.position,
    type,
    ...pendingSince(recorded.position),
    tentativas: 0,
    ultimoStatusHttp: null,
    ultimaTentativaEm: null,
    ultimaResposta: null,
    historico: [],
    criadoEm: recorded.metadata.at,
  };
}

/** A replayed event finds its delivery already there and changes nothing (its tries stay). */
async function insertOnce(store: ReadStore, view: WebhookDeliveryView) {
  const deliveries = store.collection<WebhookDeliveryView>(WEBHOOK_DELIVERIES);
  if (await deliveries.findOne({ _id: view._id })) return;
  await deliveries.replaceOne({ _id: view._id }, view, { upsert: true });
}

/** Each delivery's try is kept once: its history entry's id is the event's and the delivery's. */
async function applyFirstTrySuccesses(recorded: RecordedEvent, { endpointId, entregas }: WebhookDeliveriesSucceeded['data'], store: ReadStore) {
  const deliveries = store.collection<WebhookDeliveryView>(WEBHOOK_DELIVERIES);
  for (const e of entregas) {
    const entry = { id: `${recorded.id}:${e.deliveryId}`, em: e.em, statusHttp: e.statusHttp, duracaoMs: e.duracaoMs, erro: null };
    await deliveries.updateOne(
      { _id: e.deliveryId, 'historico.id': { $ne: entry.id } },
      {
        $set: { status: 'entregue', tentativas: e.tentativa, ultimoStatusHttp: e.statusHttp, ultimaTentativaEm: e.em, proximaTentativaEm: null, ultimaResposta: e.resposta },
        $push: { historico: { $each: [entry], $slice: -HISTORY_KEPT } },
      },
    );
  }
  await store.collection<WebhookEndpointView>(WEBHOOK_ENDPOINTS).updateOne({ _id: endpointId, falhandoDesde: { $ne: null } }, { $set: { falhandoDesde: null } });
}

async function applyAttempt(recorded: RecordedEvent, event: WebhookDeliveryEvent, store: ReadStore) {
  const a: WebhookAttempt = event.data;
  const at = recorded.metadata.at;
  const deliveries = store.collection<WebhookDeliveryView>(WEBHOOK_DELIVERIES);
  const entry = { id: recorded.id, em: at, statusHttp: a.statusHttp, duracaoMs: a.duracaoMs, erro: a.erro };
  const status = event.type === 'WebhookDeliverySucceeded' ? 'entregue' : event.type === 'WebhookDeliveryFailed' ? 'falhou' : 'pendente';
  const proximaTentativaEm = event.type === 'WebhookDeliveryAttemptFailed' ? event.data.proximaTentativaEm : null;
  await deliveries.updateOne(
    { _id: a.deliveryId, 'historico.id': { $ne: recorded.id } },
    {
      $set: { status, tentativas: a.tentativa, ultimoStatusHttp: a.statusHttp, ultimaTentativaEm: at, proximaTentativaEm, ultimaResposta: a.resposta },
      $push: { historico: { $each: [entry], $slice: -HISTORY_KEPT } },
    },
  );
  const endpoints = store.collection<WebhookEndpointView>(WEBHOOK_ENDPOINTS);
  if (event.type === 'WebhookDeliverySucceeded') await endpoints.updateOne({ _id: a.endpointId, falhandoDesde: { $ne: null } }, { $set: { falhandoDesde: null } });
  else await endpoints.updateOne({ _id: a.endpointId, falhandoDesde: null }, { $set: { falhandoDesde: at } });
}

async function applyEndpointEvent(recorded: RecordedEvent, event: WebhookEndpointEvent, store: ReadStore) {
  const endpoints = store.collection<WebhookEndpointView>(WEBHOOK_ENDPOINTS);
  const deliveries = store.collection<WebhookDeliveryView>(WEBHOOK_DELIVERIES);
  const at = recorded.metadata.at;
  const endpointId = event.data.endpointId;
  const touch = { atualizadoEm: at, versao: recorded.revision };
  switch (event.type) {
    case 'WebhookEndpointCreated': {
      const { criadorId, url, eventos, descricao } = event.data;
      const view: WebhookEndpointView = {
        _id: endpointId,
        id: endpointId,
        criadorId,
        url,
        eventos,
        descricao,
        ativo: true,
        pausadoMotivo: null,
        criadoEm: at,
        segredoRotacionadoEm: null,
        segredoAnteriorValidoAte: null,
        falhandoDesde: null,
        ...touch,
      };
      await endpoints.replaceOne({ _id: endpointId }, view, { upsert: true });
      return;
    }
    case 'WebhookEndpointUpdated':
      await endpoints.updateOne({ _id: endpointId }, { $set: { ...event.data.changes, ...touch } });
      return;
    case 'WebhookEndpointPaused':
      await endpoints.updateOne({ _id: endpointId }, { $set: { ativo: false, pausadoMotivo: event.data.motivo, ...touch } });
      return;
    case 'WebhookEndpointResumed':
      await endpoints.updateOne({ _id: endpointId }, { $set: { ativo: true, pausadoMotivo: null, falhandoDesde: null, ...touch } });
      return;
    case 'WebhookSecretRotated':
      await endpoints.updateOne({ _id: endpointId }, { $set: { segredoRotacionadoEm: at, segredoAnteriorValidoAte: event.data.anteriorValidoAte, ...touch } });
      return;
    case 'WebhookEndpointDeleted':
      await endpoints.deleteOne({ _id: endpointId });
      await deliveries.deleteMany({ endpointId });
      return;
    case 'WebhookTestRequested': {
      const endpoint = await endpoints.findOne({ _id: endpointId });
      if (endpoint) await insertOnce(store, newDelivery(event.data.deliveryId, endpoint, recorded, WEBHOOK_TEST_TYPE, null));
      return;
    }
    case 'WebhookDeliveryRetryRequested':
      await deliveries.updateOne({ _id: event.data.deliveryId, endpointId, pendenteDesde: { $lt: recorded.position } }, { $set: pendingSince(recorded.position) });
      return;
    case 'WebhookReplayRequested':
      await deliveries.updateMany(
        { endpointId, type: { $ne: WEBHOOK_TEST_TYPE }, criadoEm: { $gte: event.data.desde }, eventPosition: { $lte: event.data.ate }, pendenteDesde: { $lt: recorded.position } },
        { $set: pendingSince(recorded.position) },
      );
      return;
  }
}

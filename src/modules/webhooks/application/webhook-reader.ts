import { Inject, Injectable } from '@nestjs/common';
import { paginate, PageRequest } from '../../../platform/read-store/paginate';
import { READ_STORE, ReadStore } from '../../../platform/read-store/read-store.port';
import { webhookErrors } from '../domain/webhook.errors';
import { WEBHOOK_DELIVERIES, WEBHOOK_ENDPOINTS, WebhookDeliveryView, WebhookEndpointView } from '../projections/webhooks.projection';

export function presentEndpoint({ _id, criadorId: _c, falhandoDesde: _f, versao: _v, ...view }: WebhookEndpointView) {
  return view;
}

export function presentDelivery(view: WebhookDeliveryView) {
  const { id, eventId, type, status, tentativas, ultimoStatusHttp, ultimaTentativaEm, proximaTentativaEm, ultimaResposta, criadoEm } = view;
  const historico = view.historico.map(({ em, statusHttp, duracaoMs, erro }) => ({ em, statusHttp, duracaoMs, erro }));
  return { id, eventId, type, status, tentativas, ultimoStatusHttp, ultimaTentativaEm, proximaTentativaEm: status === 'pendente' ? proximaTentativaEm : null, ultimaResposta, historico, criadoEm };
}

export type PresentedEndpoint = ReturnType<typeof presentEndpoint>;
export type PresentedDelivery = ReturnType<typeof presentDelivery>;

/** A creator's endpoints and their deliveries; another person's read as not found. */
@Injectable()
export class WebhookReader {
  constructor(@Inject(READ_STORE) private readonly store: ReadStore) {}

  async list(userId: string): Promise<PresentedEndpoint[]> {
    const views = await this.store.collection<WebhookEndpointView>(WEBHOOK_ENDPOINTS).find({ criadorId: userId }, { sort: { criadoEm: 1 } });
    return views.map(presentEndpoint);
  }

  async view(userId: string, endpointId: string): Promise<WebhookEndpointView> {
    const view = await this.store.collection<WebhookEndpointView>(WEBHOOK_ENDPOINTS).findOne({ _id: endpointId });
    if (!view || view.criadorId !== userId) throw webhookErrors.notFound();
    return view;
  }

  async get(userId: string, endpointId: string): Promise<PresentedEndpoint> {
    return presentEndpoint(await this.view(userId, endpointId));
  }

  /** Newest event first. */
  async deliveries(userId: string, endpointId: string, query: PageRequest & { status?: string }) {
    await this.view(userId, endpointId);
    const filter = query.status ? { endpointId, status: query.status } : { endpointId };
    const page = await paginate(this.store.collection<WebhookDeliveryView>(WEBHOOK_DELIVERIES), filter, { field: 'eventPosition', direction: -1 }, query);
    return { items: page.items.map(presentDelivery), nextCursor: page.nextCursor };
  }

  async delivery(userId: string, endpointId: string, deliveryId: string): Promise<WebhookDeliveryView> {
    await this.view(userId, endpointId);
    const view = await this.store.collection<WebhookDeliveryView>(WEBHOOK_DELIVERIES).findOne({ _id: deliveryId });
    if (!view || view.endpointId !== endpointId) throw webhookErrors.deliveryNotFound();
    return view;
  }

  /** What a replay from `desde` sends again: the endpoint's deliveries of events since then, up to `ate`. */
  countReplay(endpointId: string, desde: string, ate: number): Promise<number> {
    return this.store.collection<WebhookDeliveryView>(WEBHOOK_DELIVERIES).count({ endpointId, type: { $ne: 'webhook.test' }, criadoEm: { $gte: desde }, eventPosition: { $lte: ate } });
  }
}

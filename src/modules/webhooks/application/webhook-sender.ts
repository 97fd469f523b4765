import { Inject, Injectable } from '@nestjs/common';
import { APP_CONFIG, AppConfig } from '../../../config/app-config';
import { Clock } from '../../../platform/ddd/clock';
import { StreamExecutor } from '../../../platform/ddd/stream-executor';
import { EVENT_STORE, EventStore } from '../../../platform/event-store/event-store.port';
import { READ_STORE, ReadStore } from '../../../platform/read-store/read-store.port';
import { failingTooLong, webhookDeliveryDecider } from '../domain/webhook-delivery.decider';
import { webhookEndpointDecider } from '../domain/webhook-endpoint.decider';
import { WEBHOOK_TEST_TYPE, webhookDeliveryStream, webhookStream } from '../domain/webhook.events';
import { WEBHOOK_ENDPOINTS, WEBHOOK_GIVEAWAYS, WebhookDeliveryView, WebhookEndpointView, WebhookGiveawayView } from '../projections/webhooks.projection';
import type { HttpOutcome } from './webhook-http';
import { testBody, webhookBody } from './webhook-payloads';
import { WebhookSuccesses } from './webhook-successes';
import { Entitlements } from '../../plans/plans.public';

/** What the lane does next: go on, wait until a retry is due, or stop (endpoint paused or gone). */
export type AttemptResult = { next: 'done'; position: number | null } | { next: 'retry'; at: number } | { next: 'stop' };

export interface PreparedTry {
  endpoint: WebhookEndpointView;
  url: string;
  secrets: Array<{ secret: string; validoAte: string | null }>;
  body: string;
  failure?: string;
}

const SYSTEM = { userId: null, correlationId: 'webhooks' };
/** Bodies of recent events kept for the other endpoints that get them. */
const BODIES_KEPT = 256;
/** How long an owner's plan is trusted before it is read again. */
const PLAN_CHECK_MS = 10_000;

/** A delivery's try, this side of the send thread: what it needs before (prepare), and its outcome recorded as an event after (record). */
@Injectable()
export class WebhookSender {
  private readonly secrets = new Map<string, { versao: number; state: Promise<{ secrets: Array<{ secret: string; validoAte: string | null }> }> }>();
  private readonly bodies = new Map<string, Promise<string | null>>();
  private readonly plans = new Map<string, { answer: Promise<boolean>; until: number }>();
  /** First-try successes, recorded together while the lane already moves on. */
  private readonly successes: WebhookSuccesses;

  constructor(
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    @Inject(READ_STORE) private readonly store: ReadStore,
    @Inject(EVENT_STORE) private readonly events: EventStore,
    private readonly executor: StreamExecutor,
    private readonly clock: Clock,
    private readonly entitlements: Entitlements,
  ) {
    this.successes = new WebhookSuccesses(events);
  }

  /**
   * What one try needs, read on this side (the send thread reads no store): the endpoint, its
   * secrets and the body. 'stop' when the endpoint is paused or gone, or its owner left Pro
   * (then it is paused here, and its owner told).
   */
  async prepare(delivery: WebhookDeliveryView): Promise<PreparedTry | 'stop'> {
    const endpoint = await this.store.collection<WebhookEndpointView>(WEBHOOK_ENDPOINTS).findOne({ _id: delivery.endpointId });
    if (!endpoint || !endpoint.ativo) return 'stop';
    if (!(await this.ownerHasWebhooks(endpoint.criadorId))) {
      await this.pause(endpoint.id, 'plano');
      return 'stop';
    }
    const body = await this.body(delivery);
    const { secrets } = await this.secretsOf(endpoint);
    if (body === null) return { endpoint, url: endpoint.url, secrets, body: '', failure: 'Evento não encontrado no registro' };
    return { endpoint, url: endpoint.url, secrets, body };
  }

  /** Resolves once every success handed off so far is in the log (tests, a graceful stop). */
  settled(): Promise<void> {
    return this.successes.settled();
  }

  /** Records a try's outcome (a first-try success joins the next batch) and says what the lane does next. */
  async record(delivery: WebhookDeliveryView, endpoint: WebhookEndpointView, outcome: HttpOutcome): Promise<AttemptResult> {
    const ok = outcome.erro === null;
    const gone = outcome.statusHttp === 410;
    const command = {
      type: 'RecordWebhookAttempt' as const,
      deliveryId: delivery.id,
      endpointId: endpoint.id,
      ok,
      gone,
      ...outcome,
      schedule: this.config.webhooks.retryScheduleMs,
      tentativasVistas: delivery.tentativas,
    };
    if (ok && delivery.tentativas === 0) {
      // The usual case. The lane need not wait for the record: a crash before it lands only
      // sends this delivery again after the restart, with the same webhook-id.
      const { statusHttp, duracaoMs, resposta } = outcome;
      this.successes.add(endpoint.id, { deliveryId: delivery.id, tentativa: 1, statusHttp, duracaoMs, resposta, em: this.clock.now().toISOString() });
      return { next: 'done', position: null };
    }
    const result = await this.executor.execute(webhookDeliveryStream(delivery.id), webhookDeliveryDecider, command, SYSTEM);
    if (gone) {
      await this.pause(endpoint.id, 'http-410');
      return { next: 'stop' };
    }
    if (!ok && failingTooLong(endpoint.falhandoDesde, this.clock.now())) {
      await this.pause(endpoint.id, 'falhas');
      return { next: 'stop' };
    }
    const event = result.events[0];
    if (event?.type === 'WebhookDeliveryAttemptFailed') return { next: 'retry', at: Date.parse(event.data.proximaTentativaEm) };
    return { next: 'done', position: result.position };
  }

  private async pause(endpointId: string, motivo: 'http-410' | 'falhas' | 'plano') {
    await this.executor.execute(webhookStream(endpointId), webhookEndpointDecider, { type: 'PauseWebhookEndpoint', motivo }, SYSTEM);
  }

  /**
   * Whether the owner's plan includes webhooks. A yes is trusted for PLAN_CHECK_MS (not read
   * once per delivery); a no is never kept, so an owner back on Pro who resumes is sent to at once.
   */
  private ownerHasWebhooks(ownerId: string): Promise<boolean> {
    const now = Date.now();
    const known = this.plans.get(ownerId);
    if (known && known.until > now) return known.answer;
    const answer = this.entitlements.of(ownerId).then((plan) => plan.recursos.includes('webhooks'));
    this.plans.set(ownerId, { answer, until: now + PLAN_CHECK_MS });
    answer.then((yes) => yes || this.plans.delete(ownerId), () => this.plans.delete(ownerId));
    return answer;
  }

  private secretsOf(endpoint: WebhookEndpointView) {
    const cached = this.secrets.get(endpoint.id);
    if (cached && cached.versao === endpoint.versao) return cached.state;
    const state = this.executor.load(webhookStream(endpoint.id), webhookEndpointDecider).then((s) => s.state);
    this.secrets.set(endpoint.id, { versao: endpoint.versao, state });
    state.catch(() => this.secrets.delete(endpoint.id));
    return state;
  }

  /**
   * The JSON body, from the event in the log (its data are not copied into the read model).
   * The last few are kept: every endpoint of the owner gets the same body for one event.
   */
  private body(delivery: WebhookDeliveryView): Promise<string | null> {
    if (delivery.type === WEBHOOK_TEST_TYPE) return Promise.resolve(JSON.stringify(testBody(delivery.endpointId, delivery.criadoEm)));
    let body = this.bodies.get(delivery.eventId);
    if (!body) {
      body = this.eventBody(delivery);
      this.bodies.set(delivery.eventId, body);
      body.catch(() => this.bodies.delete(delivery.eventId));
      if (this.bodies.size > BODIES_KEPT) this.bodies.delete(this.bodies.keys().next().value!);
    }
    return body;
  }

  private async eventBody(delivery: WebhookDeliveryView): Promise<string | null> {
    const [event] = await this.events.readAll(delivery.eventPosition - 1, 1);
    if (!event || event.id !== delivery.eventId) return null;
    const giveaway = delivery.giveawayId ? await this.store.collection<WebhookGiveawayView>(WEBHOOK_GIVEAWAYS).findOne({ _id: delivery.giveawayId }) : null;
    return JSON.stringify(webhookBody(event, giveaway, { publicUrl: this.config.publicUrl }));
  }
}

import { Inject, Injectable } from '@nestjs/common';
import { APP_CONFIG, AppConfig } from '../../../config/app-config';
import { Clock } from '../../../platform/ddd/clock';
import { DomainError } from '../../../platform/ddd/domain-error';
import { StreamExecutor } from '../../../platform/ddd/stream-executor';
import { EVENT_STORE, EventStore } from '../../../platform/event-store/event-store.port';
import { READ_STORE, ReadStore } from '../../../platform/read-store/read-store.port';
import { failingTooLong, webhookDeliveryDecider } from '../domain/webhook-delivery.decider';
import { signingSecrets, webhookEndpointDecider } from '../domain/webhook-endpoint.decider';
import { WEBHOOK_TEST_TYPE, webhookDeliveryStream, webhookStream } from '../domain/webhook.events';
import { WEBHOOK_ENDPOINTS, WEBHOOK_GIVEAWAYS, WebhookDeliveryView, WebhookEndpointView, WebhookGiveawayView } from '../projections/webhooks.projection';
import { HttpOutcome, postJson } from './webhook-http';
import { testBody, webhookBody } from './webhook-payloads';
import { signedHeaders } from './webhook-signer';
import { WebhookSuccesses } from './webhook-successes';
import { WebhookUrlGuard } from './webhook-url-guard';
import { Entitlements } from '../../plans/plans.public';

/** What the lane does next: go on, wait until a retry is due, or stop (endpoint paused or gone). */
export type AttemptResult = { next: 'done'; position: number | null } | { next: 'retry'; at: number } | { next: 'stop' };

const SYSTEM = { userId: null, correlationId: 'webhooks' };
/** Bodies of recent events kept for the other endpoints that get them. */
const BODIES_KEPT = 256;
/** How long an owner's plan is trusted before it is read again. */
const PLAN_CHECK_MS = 10_000;

/** One try of one delivery: sign, check the address again, POST, record the outcome as an event. */
@Injectable()
export class WebhookSender {
  private readonly guard: WebhookUrlGuard;
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
    this.guard = new WebhookUrlGuard(config.webhooks.allowPrivateNetworks);
    this.successes = new WebhookSuccesses(events);
  }

  async attempt(delivery: WebhookDeliveryView): Promise<AttemptResult> {
    const endpoint = await this.store.collection<WebhookEndpointView>(WEBHOOK_ENDPOINTS).findOne({ _id: delivery.endpointId });
    if (!endpoint || !endpoint.ativo) return { next: 'stop' };
    // Webhooks are Pro: after a downgrade the endpoint is paused (and its owner told), its deliveries kept pending.
    if (!(await this.ownerHasWebhooks(endpoint.criadorId))) {
      await this.pause(endpoint.id, 'plano');
      return { next: 'stop' };
    }
    const body = await this.body(delivery);
    if (body === null) return this.record(delivery, endpoint, { statusHttp: null, erro: 'Evento não encontrado no registro', resposta: null, duracaoMs: 0 });
    const now = this.clock.now();
    const secrets = signingSecrets(await this.secretsOf(endpoint), now);
    const headers = signedHeaders(delivery.id, secrets, now, body);
    let outcome: HttpOutcome;
    try {
      outcome = await postJson(await this.guard.check(endpoint.url), headers, body);
    } catch (err) {
      if (!(err instanceof DomainError)) throw err;
      outcome = { statusHttp: null, erro: err.message, resposta: null, duracaoMs: 0 };
    }
    return this.record(delivery, endpoint, outcome);
  }

  /** Resolves once every success handed off so far is in the log (tests, a graceful stop). */
  settled(): Promise<void> {
    return this.successes.settled();
  }

  private async record(delivery: WebhookDeliveryView, endpoint: WebhookEndpointView, outcome: HttpOutcome): Promise<AttemptResult> {
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

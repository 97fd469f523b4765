import { Injectable } from '@nestjs/common';
import { collectDefaultMetrics, Counter, Gauge, Histogram, Registry } from 'prom-client';

/** How long a scrape may wait for the stores behind the lag gauges: a paused server never hangs it. */
export const SCRAPE_TIMEOUT_MS = 2000;

/** One consumer (projection or reactor) as the lag gauges show it. */
export interface ConsumerLag {
  /** `projection:<name>` or `reactor:<name>`, as in the checkpoints and the logs. */
  consumer: string;
  /** Log positions after its checkpoint; -1 when the stores did not answer in time. */
  lag: number;
  parked: boolean;
}

/** Reads every consumer's lag; must resolve (with lag -1) rather than reject or hang past timeoutMs. */
export type ConsumerLagSource = (timeoutMs: number) => Promise<ConsumerLag[]>;

/**
 * Node's own metrics (CPU, memory, event loop, GC) belong to the process, not to one Nest
 * app: collected once into this registry and shown by every app of the process. (Tests
 * start many apps in one process; collecting per app would add a GC observer each time.)
 */
let processRegistry: Registry | null = null;
function nodeProcessRegistry(): Registry {
  if (!processRegistry) {
    processRegistry = new Registry();
    collectDefaultMetrics({ register: processRegistry });
  }
  return processRegistry;
}

/**
 * The process's Prometheus metrics (docs/operations.md#metrics), one registry per app,
 * created by PlatformModule and injected where something is counted. Only counters and
 * histograms on the hot paths; the gauges are computed when scraped.
 */
@Injectable()
export class Metrics {
  readonly registry = new Registry();
  /** The text exposition format's content type (Prometheus 0.0.4). */
  readonly contentType = this.registry.contentType;

  readonly eventsAppended = new Counter({
    name: 'sorteios_events_appended_total',
    help: 'Eventos gravados no event store por este processo (appends confirmados).',
    registers: [this.registry],
  });

  readonly jobsEnqueued = new Counter({
    name: 'sorteios_jobs_enqueued_total',
    help: 'Jobs postos na fila por este processo (um id já enfileirado não conta de novo).',
    labelNames: ['job'] as const,
    registers: [this.registry],
  });

  readonly jobsCompleted = new Counter({
    name: 'sorteios_jobs_completed_total',
    help: 'Execuções de job concluídas com sucesso neste processo.',
    labelNames: ['job'] as const,
    registers: [this.registry],
  });

  readonly jobsFailed = new Counter({
    name: 'sorteios_jobs_failed_total',
    help: 'Tentativas de job que falharam neste processo (cada nova tentativa conta).',
    labelNames: ['job'] as const,
    registers: [this.registry],
  });

  readonly mailDeliveries = new Counter({
    name: 'sorteios_mail_deliveries_total',
    help: 'E-mails entregues ao servidor SMTP ou ao outbox (outcome sent), ou recusados (failed).',
    labelNames: ['adapter', 'outcome'] as const,
    registers: [this.registry],
  });

  readonly consumerErrors = new Counter({
    name: 'sorteios_consumer_errors_total',
    help: 'Falhas de projeções e reatores ao tratar um evento; projection-runner: leitura do log ou gravação dos checkpoints.',
    labelNames: ['consumer'] as const,
    registers: [this.registry],
  });

  readonly httpDuration = new Histogram({
    name: 'sorteios_http_request_duration_seconds',
    help: 'Tempo das respostas HTTP, por método, rota (modelo, não o caminho) e status.',
    labelNames: ['method', 'route', 'status'] as const,
    buckets: [0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
    registers: [this.registry],
  });

  private readonly projectionLag = new Gauge({
    name: 'sorteios_projection_lag',
    help: 'Posições do log ainda não tratadas por cada projeção ou reator (-1: checkpoints sem resposta).',
    labelNames: ['consumer'] as const,
    registers: [this.registry],
    collect: () => this.collectConsumers(),
  });

  private readonly consumersParked = new Gauge({
    name: 'sorteios_consumers_parked',
    help: 'Projeções e reatores parados num evento venenoso (precisam de correção e reinício).',
    registers: [this.registry],
    collect: () => this.collectConsumers(),
  });

  private consumerSource: ConsumerLagSource | null = null;
  /** One read of the checkpoints per scrape, shared by the two gauges that show it. */
  private consumerRead: Promise<void> | null = null;

  constructor() {
    nodeProcessRegistry();
  }

  /** Called by ProjectionsService: where the lag gauges read from at scrape time. */
  watchConsumers(source: ConsumerLagSource): void {
    this.consumerSource = source;
  }

  /** The text exposition of this app's metrics and the process's. */
  async render(): Promise<string> {
    const [app, node] = await Promise.all([this.registry.metrics(), nodeProcessRegistry().metrics()]);
    return `${app}\n${node}`;
  }

  private collectConsumers(): Promise<void> {
    this.consumerRead ??= this.readConsumers().finally(() => {
      this.consumerRead = null;
    });
    return this.consumerRead;
  }

  private async readConsumers(): Promise<void> {
    const consumers = this.consumerSource ? await this.consumerSource(SCRAPE_TIMEOUT_MS).catch(() => null) : [];
    // Reset, so a consumer that no longer exists does not linger with its last value.
    this.projectionLag.reset();
    this.consumersParked.reset();
    if (!consumers) return;
    for (const c of consumers) this.projectionLag.set({ consumer: c.consumer }, c.lag);
    this.consumersParked.set(consumers.filter((c) => c.parked).length);
  }
}

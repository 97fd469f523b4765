import { randomUUID } from 'node:crypto';
import type { AddressInfo } from 'node:net';
import type { AppConfig } from '../../config/app-config';
import type { NewEvent } from '../event-store/event-store.port';
import { InMemoryEventStore } from '../event-store/in-memory-event-store';
import type { AdapterHealth } from '../health/adapter-health';
import type { HealthReport } from '../health/readiness.service';
import { serveHealth } from '../health/worker-health-server';
import type { JobHandler, JobQueue } from '../jobs/job-queue.port';
import type { Mailer } from '../mail/mailer.port';
import { ProjectionRunner, RunnerLog, StoredCheckpoint } from '../projections/projection-runner';
import { ProjectionsService } from '../projections/projections.service';
import { EmbeddedReadStore } from '../read-store/embedded-read-store';
import type { ReadStore } from '../read-store/read-store.port';
import { routeTemplate } from './http-metrics';
import { meterEventStore, meterJobQueue, meterMailer } from './metered-ports';
import { Metrics } from './metrics';
import { LocalPositionSignals } from '../signals/position-signals.port';

const newEvent = (): NewEvent => ({
  id: randomUUID(),
  type: 'Counted',
  data: {},
  metadata: { userId: null, correlationId: 'c', causationId: null, at: new Date().toISOString() },
});

/** The value of one series, or undefined when the registry does not show it. */
async function value(metrics: Metrics, name: string, labels: Record<string, string> = {}): Promise<number | undefined> {
  const metric = await metrics.registry.getSingleMetric(name)?.get();
  const wanted = Object.entries(labels);
  return metric?.values.find((v) => wanted.every(([k, l]) => String((v.labels as Record<string, unknown>)[k]) === l))?.value;
}

describe('the route label of the latency histogram', () => {
  const req = (originalUrl: string, route?: string, baseUrl = '') => ({ originalUrl, baseUrl, route: route === undefined ? undefined : { path: route } });

  it("is the matched route's template, never the path a client sent", () => {
    expect(routeTemplate(req('/api/giveaways/7d1e', '/api/giveaways/:id'))).toBe('/api/giveaways/:id');
  });

  it('groups requests no route matched by area, so odd URLs add no series', () => {
    expect(routeTemplate(req('/api/nao-existe', '/api/{*path}'))).toBe('/api/*');
    expect(routeTemplate(req('/api/docs/swagger-ui.css'))).toBe('/api/*');
    expect(routeTemplate(req('/uploads/capas/foto.webp'))).toBe('/uploads/*');
    expect(routeTemplate(req('/metrics'))).toBe('/metrics');
    expect(routeTemplate(req('/sorteio/123?x=1'))).toBe('/*');
  });
});

describe('the metered ports', () => {
  it('counts the events of each acknowledged append, and none of a refused one', async () => {
    const metrics = new Metrics();
    const store = meterEventStore(new InMemoryEventStore(), metrics);
    await store.append('s-1', [newEvent(), newEvent()], 'no_stream');
    await expect(store.append('s-1', [newEvent()], 'no_stream')).rejects.toThrow();
    expect(await value(metrics, 'sorteios_events_appended_total')).toBe(2);
  });

  it('counts a job once when queued, and each attempt by its outcome', async () => {
    const metrics = new Metrics();
    const handlers = new Map<string, JobHandler<unknown>>();
    const seen = new Set<string>();
    const fake = {
      name: 'fake',
      register: (name: string, handler: JobHandler<unknown>) => void handlers.set(name, handler),
      enqueue: async (_name: string, id: string) => !seen.has(id) && Boolean(seen.add(id)),
    } as unknown as JobQueue;
    const queue = meterJobQueue(fake, metrics);
    let fail = true;
    queue.register('mail.reset', async () => {
      if (fail) throw new Error('SMTP fora do ar');
    });
    expect(await queue.enqueue('mail.reset', 'e-1', {})).toBe(true);
    expect(await queue.enqueue('mail.reset', 'e-1', {})).toBe(false);
    await expect(handlers.get('mail.reset')!({}, { jobId: 'e-1', attempt: 1 })).rejects.toThrow('SMTP fora do ar');
    fail = false;
    await handlers.get('mail.reset')!({}, { jobId: 'e-1', attempt: 2 });
    expect(await value(metrics, 'sorteios_jobs_enqueued_total', { job: 'mail.reset' })).toBe(1);
    expect(await value(metrics, 'sorteios_jobs_failed_total', { job: 'mail.reset' })).toBe(1);
    expect(await value(metrics, 'sorteios_jobs_completed_total', { job: 'mail.reset' })).toBe(1);
  });

  it('counts e-mails sent and refused, by adapter', async () => {
    const metrics = new Metrics();
    let refuse = false;
    const mailer = meterMailer(
      {
        name: 'smtp',
        send: async () => {
          if (refuse) throw new Error('550');
          return { messageId: 'm' };
        },
      } as unknown as Mailer,
      metrics,
    );
    await mailer.send({ to: 'a@b.c', subject: 's', html: 'h' });
    refuse = true;
    await expect(mailer.send({ to: 'a@b.c', subject: 's', html: 'h' })).rejects.toThrow('550');
    expect(await value(metrics, 'sorteios_mail_deliveries_total', { adapter: 'smtp', outcome: 'sent' })).toBe(1);
    expect(await value(metrics, 'sorteios_mail_deliveries_total', { adapter: 'smtp', outcome: 'failed' })).toBe(1);
  });
});

describe('the consumer gauges of an api-role process (read from the checkpoints the worker stores)', () => {
  const config = { role: 'api', readYourWritesTimeoutMs: 100 } as AppConfig;
  const healthy = { allOk: async () => true } as unknown as AdapterHealth;
  let events: InMemoryEventStore;
  let store: EmbeddedReadStore;
  let metrics: Metrics;
  const setCheckpoint = (row: StoredCheckpoint) => store.collection<StoredCheckpoint>('checkpoints').replaceOne({ _id: row._id }, row, { upsert: true });

  beforeEach(async () => {
    events = new InMemoryEventStore();
    store = new EmbeddedReadStore();
    metrics = new Metrics();
    const projections = new ProjectionsService(config, events, store, healthy, new LocalPositionSignals(), metrics);
    projections.register({ name: 'users', collections: [], apply: async () => undefined }, { name: 'mail', react: async () => undefined });
    for (let i = 0; i < 5; i++) await events.append(`s-${i}`, [newEvent()], 'any');
  });

  it("shows each consumer's lag against the head of the log, and how many are parked", async () => {
    await setCheckpoint({ _id: 'projection:users', position: 5 });
    await setCheckpoint({
      _id: 'reactor:mail',
      position: 2,
      parked: { consumer: 'reactor:mail', eventId: 'e-3', eventType: 'X', position: 3, attempts: 10, error: 'boom', at: 'agora' },
    });
    const text = await metrics.render();
    expect(text).toContain('sorteios_projection_lag{consumer="projection:users"} 0');
    expect(text).toContain('sorteios_projection_lag{consumer="reactor:mail"} 3');
    expect(text).toContain('sorteios_consumers_parked 1');
  });

  it('counts a consumer without a checkpoint from the start of the log', async () => {
    await setCheckpoint({ _id: 'projection:users', position: 4 });
    expect(await metrics.render()).toContain('sorteios_projection_lag{consumer="reactor:mail"} 5');
  });

  it('shows -1 for every consumer, within the scrape timeout, when the checkpoints do not answer', async () => {
    const hanging = { ...store, collection: () => ({ find: () => new Promise(() => undefined) }) } as unknown as ReadStore;
    const stuck = new Metrics();
    const projections = new ProjectionsService(config, events, hanging, healthy, new LocalPositionSignals(), stuck);
    projections.register({ name: 'users', collections: [], apply: async () => undefined });
    const started = Date.now();
    const lags = await projections.consumerLags(200);
    expect(Date.now() - started).toBeLessThan(1000);
    expect(lags).toEqual([{ consumer: 'projection:users', lag: -1, parked: false }]);
  });

  it('reads the checkpoints once per scrape for both gauges', async () => {
    let reads = 0;
    const counting = new Metrics();
    counting.watchConsumers(async () => {
      reads += 1;
      return [{ consumer: 'projection:users', lag: 2, parked: false }];
    });
    await counting.render();
    expect(reads).toBe(1);
  });
});

describe('the consumer error counter', () => {
  it("counts each failure of a projection under its name, and the runner's own under projection-runner", async () => {
    const events = new InMemoryEventStore();
    await events.append('s-1', [newEvent()], 'any');
    const readAll = events.readAll.bind(events);
    let readFailures = 1;
    events.readAll = (after, limit) => (readFailures-- > 0 ? Promise.reject(new Error('log fora do ar')) : readAll(after, limit));
    const errors: string[] = [];
    let failures = 2;
    const log: RunnerLog = { error: () => undefined, log: () => undefined };
    const runner = new ProjectionRunner(
      events,
      new EmbeddedReadStore(),
      [
        {
          name: 'users',
          collections: [],
          apply: async () => {
            if (failures-- > 0) throw new Error('fora do ar');
          },
        },
      ],
      [],
      { retryInitialMs: 2, retryMaxMs: 5, maxAttempts: 10, log, onConsumerError: (c) => errors.push(c) },
    );
    await runner.start();
    expect(await runner.waitFor(1, 2000)).toBe(true);
    await runner.stop();
    expect(errors).toEqual(['projection-runner', 'projection:users', 'projection:users']);
  });
});

describe("the worker's health port", () => {
  it('serves the same metrics at /metrics', async () => {
    const metrics = new Metrics();
    metrics.jobsCompleted.inc({ job: 'mail.verify-email' });
    const server = await serveHealth({ report: async () => ({ status: 'ok' }) as HealthReport }, 0, '127.0.0.1', metrics);
    try {
      const res = await fetch(`http://127.0.0.1:${(server.address() as AddressInfo).port}/metrics`);
      expect(res.status).toBe(200);
      expect(res.headers.get('content-type')).toContain('text/plain; version=0.0.4');
      const text = await res.text();
      expect(text).toContain('sorteios_jobs_completed_total{job="mail.verify-email"} 1');
      expect(text).toContain('process_cpu_user_seconds_total');
    } finally {
      await new Promise<void>((resolve) => server.close(() => resolve()));
    }
  });
});

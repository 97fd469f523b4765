import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { AppConfig } from '../../config/app-config';
import type { ProjectionsService, ProjectionsStatus } from '../projections/projections.service';
import type { AdapterHealth, AdapterReport } from './adapter-health';
import { HealthReport, ReadinessService } from './readiness.service';
import { serveHealth } from './worker-health-server';

const allUp = (): AdapterReport => ({
  eventStore: { adapter: 'sqlite', ok: true },
  readStore: { adapter: 'mongodb', ok: true },
  jobs: { adapter: 'bullmq', ok: true },
  liveHub: { adapter: 'redis', ok: true },
});
const caughtUp = (): ProjectionsStatus => ({ lag: 0, running: true, parked: [], retrying: null });

function readiness(adapters: AdapterReport, projections: ProjectionsStatus, maxLag = 100): ReadinessService {
  return new ReadinessService(
    { role: 'worker', readinessMaxLag: maxLag } as AppConfig,
    { check: async () => adapters } as unknown as AdapterHealth,
    { status: async () => projections } as unknown as ProjectionsService,
  );
}

describe('readiness', () => {
  it('is ready when every adapter answers, nothing is parked and the lag is within READINESS_MAX_LAG', async () => {
    const report = await readiness(allUp(), { ...caughtUp(), lag: 100 }).report();
    expect(report).toMatchObject({ status: 'ok', role: 'worker', problems: [], projections: { lag: 100, maxLag: 100, running: true } });
  });

  it('is not ready when a consumer is parked, and names it', async () => {
    const parked = { consumer: 'projection:users', eventId: 'e-9', eventType: 'UserRegistered', position: 9, attempts: 5, error: 'boom', at: 'agora' };
    const report = await readiness(allUp(), { ...caughtUp(), running: false, parked: [parked] }).report();
    expect(report.status).toBe('degraded');
    expect(report.problems).toEqual(['projection:users parado no evento UserRegistered e-9 (posição 9): boom']);
  });

  it('is not ready when the lag passes READINESS_MAX_LAG, or cannot be read', async () => {
    expect((await readiness(allUp(), { ...caughtUp(), lag: 101 }).report()).problems).toEqual([
      'atraso das projeções 101 acima de READINESS_MAX_LAG (100)',
    ]);
    expect((await readiness(allUp(), { ...caughtUp(), lag: -1 }).report()).status).toBe('degraded');
  });

  it('is not ready when an adapter is down, and says which', async () => {
    const adapters = allUp();
    adapters.readStore = { adapter: 'mongodb', ok: false, detail: 'health de mongodb: sem resposta em 2000 ms' };
    const report = await readiness(adapters, caughtUp()).report();
    expect(report.problems).toEqual(['readStore (mongodb) indisponível: health de mongodb: sem resposta em 2000 ms']);
  });

  it('is not ready when the runner is not running', async () => {
    expect((await readiness(allUp(), { ...caughtUp(), running: false }).report()).problems).toEqual(['as projeções não estão rodando']);
  });
});

describe("the worker's health server", () => {
  let server: Server;
  let report: HealthReport;
  const url = (path: string) => `http://127.0.0.1:${(server.address() as AddressInfo).port}${path}`;

  beforeAll(async () => {
    server = await serveHealth({ report: async () => report }, 0, '127.0.0.1');
  });
  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

  it('answers liveness without asking readiness, and readiness with 200 or 503', async () => {
    report = await readiness(allUp(), caughtUp()).report();
    expect((await fetch(url('/api/health/live'))).status).toBe(200);
    const ready = await fetch(url('/api/health/ready'));
    expect(ready.status).toBe(200);
    expect(await ready.json()).toMatchObject({ status: 'ok', role: 'worker' });

    report = await readiness(allUp(), { ...caughtUp(), lag: 5000 }).report();
    expect((await fetch(url('/api/health/ready'))).status).toBe(503);
    expect((await fetch(url('/api/health'))).status).toBe(503);
    expect((await fetch(url('/api/health/live'))).status).toBe(200);
  });

  it('answers other paths with a pt-BR JSON 404', async () => {
    const res = await fetch(url('/api/giveaways'));
    expect(res.status).toBe(404);
    expect(await res.json()).toEqual({ statusCode: 404, code: 'NOT_FOUND', message: 'Recurso não encontrado.' });
  });
});

import { Inject, Injectable, Logger, OnApplicationBootstrap, OnApplicationShutdown } from '@nestjs/common';
import { createServer, Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { APP_CONFIG, AppConfig } from '../../config/app-config';
import { METRICS_PATH } from '../metrics/http-metrics';
import { Metrics } from '../metrics/metrics';
import { ReadinessService } from './readiness.service';

/**
 * The worker role has no API, so an orchestrator could not tell a worker whose projections
 * stopped from a healthy one. In that role this plain node:http server answers on
 * WORKER_HEALTH_PORT with the same paths and answers as the API: /api/health/live (the
 * process answers), /api/health/ready and /api/health (readiness, 503 when not ready),
 * and /metrics (the worker's Prometheus metrics: projections, jobs, mail).
 */
@Injectable()
export class WorkerHealthServer implements OnApplicationBootstrap, OnApplicationShutdown {
  private readonly logger = new Logger('Health');
  private server: Server | null = null;

  constructor(
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly readiness: ReadinessService,
    private readonly metrics: Metrics,
  ) {}

  async onApplicationBootstrap(): Promise<void> {
    if (this.config.role !== 'worker') return;
    this.server = await serveHealth(this.readiness, this.config.workerHealthPort, this.config.host, this.metrics);
    this.logger.log({ port: this.port() }, `Saúde do worker em http://${this.config.host}:${this.port()}/api/health/ready`);
  }

  /** The bound port (WORKER_HEALTH_PORT, or the one chosen when it is 0); null when not serving. */
  port(): number | null {
    return (this.server?.address() as AddressInfo | null)?.port ?? null;
  }

  async onApplicationShutdown(): Promise<void> {
    const server = this.server;
    this.server = null;
    if (!server) return;
    const closed = new Promise<void>((resolve) => server.close(() => resolve()));
    server.closeAllConnections();
    await closed;
  }
}

/** Starts the health endpoints (and /metrics when given) on port/host; resolves once listening. */
export function serveHealth(
  readiness: Pick<ReadinessService, 'report'>,
  port: number,
  host: string,
  metrics?: Pick<Metrics, 'render' | 'contentType'>,
): Promise<Server> {
  const server = createServer((req, res) => {
    const path = (req.url ?? '/').split('?')[0].replace(/\/$/, '');
    const send = (status: number, body: unknown) => {
      res.writeHead(status, { 'content-type': 'application/json; charset=utf-8', 'cache-control': 'no-store' });
      res.end(JSON.stringify(body));
    };
    if (req.method !== 'GET' && req.method !== 'HEAD') return send(405, { statusCode: 405, code: 'METHOD_NOT_ALLOWED', message: 'Método não permitido.' });
    if (path === '/api/health/live') return send(200, { status: 'ok' });
    if (metrics && path === METRICS_PATH) {
      metrics.render().then(
        (text) => {
          res.writeHead(200, { 'content-type': metrics.contentType, 'cache-control': 'no-store' });
          res.end(req.method === 'HEAD' ? undefined : text);
        },
        (err) => send(500, { statusCode: 500, code: 'INTERNAL_ERROR', message: err instanceof Error ? err.message : String(err) }),
      );
      return;
    }
    if (path === '/api/health' || path === '/api/health/ready') {
      readiness.report().then(
        (report) => send(report.status === 'ok' ? 200 : 503, report),
        (err) => send(503, { status: 'degraded', problems: [err instanceof Error ? err.message : String(err)] }),
      );
      return;
    }
    send(404, { statusCode: 404, code: 'NOT_FOUND', message: 'Recurso não encontrado.' });
  });
  // Keep-alive connections from a probe must not hold a shutdown.
  server.keepAliveTimeout = 1000;
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, host, () => {
      server.off('error', reject);
      resolve(server);
    });
  });
}

import type { NextFunction, Request, RequestHandler, Response } from 'express';
import type { Metrics } from './metrics';

/** Where Prometheus scrapes, outside /api: it is no API resource, and the SPA must not answer it. */
export const METRICS_PATH = '/metrics';

/**
 * The label of a request in the latency histogram: the route's template
 * (`/api/giveaways/:id`), never the path itself, so the number of series stays bounded
 * whatever URLs clients send. Requests no route matched are grouped by area.
 */
export function routeTemplate(req: Pick<Request, 'route' | 'baseUrl' | 'originalUrl'>): string {
  const route: unknown = req.route?.path;
  // A catch-all (the request log's middleware is mounted as `/api/{*path}`) is no match.
  if (typeof route === 'string' && !route.includes('{*')) return `${req.baseUrl ?? ''}${route}`;
  const url = req.originalUrl;
  if (url === METRICS_PATH || url.startsWith(`${METRICS_PATH}?`)) return METRICS_PATH;
  if (url.startsWith('/api/')) return '/api/*'; // unknown API routes (404) and the Swagger UI's files
  if (url.startsWith('/uploads/')) return '/uploads/*';
  return '/*'; // the SPA: its files and index.html for client routes
}

/**
 * Times every response from the first middleware to the last byte, into
 * sorteios_http_request_duration_seconds. Registered first in setupApp so guards, pipes,
 * 404s and static files are all measured. A response the client abandons (an SSE stream
 * closed by the browser) never finishes and is not observed.
 */
export function measureRequests(metrics: Metrics): RequestHandler {
  return (req: Request, res: Response, next: NextFunction) => {
    const started = performance.now();
    res.once('finish', () => {
      metrics.httpDuration.observe(
        { method: req.method, route: routeTemplate(req), status: res.statusCode },
        (performance.now() - started) / 1000,
      );
    });
    next();
  };
}

/** GET /metrics: the text exposition format, before Nest's routes, the request log and the SPA. */
export function serveMetrics(metrics: Metrics): RequestHandler {
  return (req: Request, res: Response, next: NextFunction) => {
    if ((req.method !== 'GET' && req.method !== 'HEAD') || req.path !== '/') return next();
    metrics.render().then(
      (text) => {
        res.setHeader('content-type', metrics.contentType);
        res.setHeader('cache-control', 'no-store');
        res.end(req.method === 'HEAD' ? undefined : text);
      },
      (err: unknown) => next(err),
    );
  };
}

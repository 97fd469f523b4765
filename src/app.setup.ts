import type { INestApplication } from '@nestjs/common';
import type { NestExpressApplication } from '@nestjs/platform-express';
import { SwaggerModule } from '@nestjs/swagger';
import cookieParser from 'cookie-parser';
import { Logger } from 'nestjs-pino';
import { APP_CONFIG, AppConfig } from './config/app-config';
import { EarlyRoutes } from './platform/http/early-routes';
import { parseBodies } from './platform/http/json-body';
import { securityHeaders } from './platform/http/security-headers';
import { buildOpenApiDocument } from './platform/http/openapi/openapi-document';
import { createValidationPipe } from './platform/http/validation.pipe';
import { measureRequests, METRICS_PATH, serveMetrics } from './platform/metrics/http-metrics';
import { Metrics } from './platform/metrics/metrics';
import { FILE_STORAGE, FileStorage } from './platform/storage/file-storage.port';
import { serveUploads } from './platform/storage/serve-uploads';

/** HTTP concerns shared by main.ts and the API tests, so tests exercise the real stack. */
export function setupApp(app: INestApplication): INestApplication {
  app.useLogger(app.get(Logger));
  // Which proxies may name the client in X-Forwarded-For: rate limits and view visitors count by it.
  (app as NestExpressApplication).set('trust proxy', trustProxyValue(app.get<AppConfig>(APP_CONFIG).trustProxy));
  // In front of Express itself, metrics included: the early routes' requests are too frequent for the stack.
  const express = (app as NestExpressApplication).getHttpAdapter().getInstance();
  app.get(EarlyRoutes).attach(app.getHttpServer(), express.get('trust proxy fn'));
  app.setGlobalPrefix('api');
  // First, so the latency histogram covers every middleware and every answer, 404s included.
  const metrics = app.get(Metrics);
  app.use(measureRequests(metrics));
  app.use(
    securityHeaders({
      contentSecurityPolicy: {
        directives: {
          'script-src': ["'self'"],
          'style-src': ["'self'", "'unsafe-inline'"],
          'img-src': ["'self'", 'data:', 'blob:', 'https:'],
        },
      },
    }),
  );
  // The refresh cookie is only ever sent to /api/auth (its Path), so only those routes parse it.
  app.use('/api/auth', cookieParser());
  // Before Nest's routes: the request log (added at init) never sees scrapes, the SPA never answers them.
  app.use(METRICS_PATH, serveMetrics(metrics));
  serveUploads(app as NestExpressApplication, app.get<FileStorage>(FILE_STORAGE));
  // Before any route or DTO: a body too large, too deep or carrying __proto__ never reaches them.
  parseBodies(app as NestExpressApplication);
  app.useGlobalPipes(createValidationPipe());
  app.enableShutdownHooks();
  // Built on first request: the routes' metadata (guards, pipes, validators) completes Nest's document.
  SwaggerModule.setup('api/docs', app, () => buildOpenApiDocument(app), { jsonDocumentUrl: 'api/docs-json' });
  return app;
}

/** 'true'/'false', a hop count, or Express's names and addresses ('loopback', '10.0.0.0/8'). */
function trustProxyValue(value: string): boolean | number | string {
  if (value === 'true' || value === 'false') return value === 'true';
  return /^\d+$/.test(value) ? Number(value) : value;
}

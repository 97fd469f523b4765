import { logSafeUrl } from './platform/http/log-safe-url';
import { Module, RequestMethod } from '@nestjs/common';
import { APP_FILTER } from '@nestjs/core';
import { ServeStaticModule } from '@nestjs/serve-static';
import { LoggerModule } from 'nestjs-pino';
import { randomUUID } from 'node:crypto';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { APP_CONFIG, AppConfig } from './config/app-config';
import { AccountsModule } from './modules/accounts/accounts.module';
import { ApiTokensModule } from './modules/api-tokens/api-tokens.module';
import { ContactsModule } from './modules/contacts/contacts.module';
import { DiscoveryModule } from './modules/discovery/discovery.module';
import { DrawsModule } from './modules/draws/draws.module';
import { EntriesModule } from './modules/entries/entries.module';
import { FeedbackModule } from './modules/feedback/feedback.module';
import { GiveawaysModule } from './modules/giveaways/giveaways.module';
import { LiveModule } from './modules/live/live.module';
import { ModerationModule } from './modules/moderation/moderation.module';
import { PagesModule } from './modules/pages/pages.module';
import { InsightsModule } from './modules/insights/insights.module';
import { InstagramModule } from './modules/instagram/instagram.module';
import { InstagramImportModule } from './modules/instagram-import/instagram-import.module';
import { PlansModule } from './modules/plans/plans.module';
import { SearchModule } from './modules/search/search.module';
import { SocialModule } from './modules/social/social.module';
import { UploadsModule } from './modules/uploads/uploads.module';
import { WebhooksModule } from './modules/webhooks/webhooks.module';
import { AuthPlatformModule } from './platform/auth/auth-platform.module';
import { HealthController } from './platform/health/health.controller';
import { HttpErrorFilter } from './platform/http/http-error.filter';
import { PlatformModule } from './platform/platform.module';

/**
 * The built SPA (npm run build:web writes dist/web), served with index.html as the fallback
 * for client routes. This file runs from dist/src when compiled, from dist/ when bundled
 * (dist/server.js, scripts/build-server.ts) and from src/ under a TS runner.
 */
const projectRoot = __dirname.endsWith(join('dist', 'src')) ? join(__dirname, '..', '..') : join(__dirname, '..');
const webRoot = join(projectRoot, 'dist', 'web');
const webBuilt = existsSync(join(webRoot, 'index.html'));

@Module({
  imports: [
    PlatformModule,
    LoggerModule.forRootAsync({
      inject: [APP_CONFIG],
      useFactory: (config: AppConfig) => ({
        // Express 5 path syntax; nestjs-pino's default ('*') makes Nest warn at start.
        forRoutes: [{ path: '{*path}', method: RequestMethod.ALL }],
        pinoHttp: {
          level: config.logLevel,
          genReqId: (req, res) => {
            const given = req.headers['x-request-id'];
            const id = typeof given === 'string' && /^[\w.-]{1,100}$/.test(given) ? given : randomUUID();
            res.setHeader('x-request-id', id);
            return id;
          },
          // One short line per request (id, method, url, status, time): full header dumps
          // cost more CPU than the entry they log, and would carry tokens (so would an OAuth
          // callback's query: its code and state are hidden).
          serializers: {
            req: (req: { id: string; method: string; url: string }) => ({ id: req.id, method: req.method, url: logSafeUrl(req.url) }),
            res: (res: { statusCode: number }) => ({ statusCode: res.statusCode }),
          },
          // Health probes (every few seconds from each checker) would drown the request lines.
          autoLogging: { ignore: (req) => /^\/api\/health(\/(live|ready))?\/?(\?|$)/.test(req.url ?? '') },
        },
      }),
    }),
    AuthPlatformModule,
    ...(webBuilt ? [ServeStaticModule.forRoot({ rootPath: webRoot, exclude: ['/api/{*path}', '/uploads/{*path}'] })] : []),
    AccountsModule,
    GiveawaysModule,
    EntriesModule,
    DrawsModule,
    LiveModule,
    UploadsModule,
    SocialModule,
    DiscoveryModule,
    SearchModule,
    PagesModule,
    FeedbackModule,
    ContactsModule,
    ModerationModule,
    PlansModule,
    WebhooksModule,
    InsightsModule,
    ApiTokensModule,
    InstagramModule,
    // The import of comments gets InstagramComments from the instagram module handed in here.
    InstagramImportModule.with(InstagramModule),
  ],
  controllers: [HealthController],
  providers: [{ provide: APP_FILTER, useClass: HttpErrorFilter }],
})
export class AppModule {}

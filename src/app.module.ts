import { logSafeUrl } from './platform/http/log-safe-url';
import { Module, RequestMethod } from '@nestjs/common';
import { APP_FILTER } from '@nestjs/core';
import { LoggerModule } from 'nestjs-pino';
import { randomUUID } from 'node:crypto';
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
import { BackupsModule } from './modules/backups/backups.module';
import { PersonalDataModule } from './modules/personal-data/personal-data.module';
import { InsightsModule } from './modules/insights/insights.module';
import { InstagramModule } from './modules/instagram/instagram.module';
import { InstagramImportModule } from './modules/instagram-import/instagram-import.module';
import { LinkPreviewsModule } from './modules/link-previews/link-previews.module';
import { PlansModule } from './modules/plans/plans.module';
import { SearchModule } from './modules/search/search.module';
import { SocialModule } from './modules/social/social.module';
import { UploadsModule } from './modules/uploads/uploads.module';
import { WebhooksModule } from './modules/webhooks/webhooks.module';
import { AuthPlatformModule } from './platform/auth/auth-platform.module';
import { HealthController } from './platform/health/health.controller';
import { HttpErrorFilter } from './platform/http/http-error.filter';
import { PlatformModule } from './platform/platform.module';
import { WebAppModule } from './platform/web/web-app.module';

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
    // The built SPA (dist/web): files precompressed and cached, 404 for paths no screen matches, link previews.
    WebAppModule,
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
    BackupsModule,
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
    LinkPreviewsModule,
    // Meus dados (LGPD): export, erasure, and the personal fields the event store seals per person.
    PersonalDataModule,
  ],
  controllers: [HealthController],
  providers: [{ provide: APP_FILTER, useClass: HttpErrorFilter }],
})
export class AppModule {}

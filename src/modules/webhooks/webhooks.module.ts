import { Inject, Module, OnModuleInit } from '@nestjs/common';
import { CqrsModule } from '@nestjs/cqrs';
import { JOB_QUEUE, JobQueue } from '../../platform/jobs/job-queue.port';
import { ProjectionsService } from '../../platform/projections/projections.service';
import { AccountIdentities, AccountReader } from '../accounts/accounts.public';
import { Entitlements } from '../plans/plans.public';
import { WebhookDispatcher } from './application/webhook-dispatcher';
import { WebhookEmails } from './application/webhook-emails';
import { WebhookReader } from './application/webhook-reader';
import { WebhookSender } from './application/webhook-sender';
import {
  CreateWebhookHandler,
  ReplayWebhookHandler,
  RetryWebhookDeliveryHandler,
  UpdateWebhookHandler,
  WebhookActionHandler,
  WebhookCommands,
} from './application/webhook.handlers';
import { WebhooksController } from './http/webhooks.controller';
import { addWebhookPayloads } from './http/webhook-payloads.openapi';
import { OpenApiExtensions } from '../../platform/http/openapi/openapi-extensions';
import { webhooksProjection } from './projections/webhooks.projection';
import { WEBHOOK_PAUSED_MAIL_JOB, WebhookPausedMailJob, webhookDeliveryReactor } from './reactors/webhook-delivery.reactor';

/** Signed webhooks for Pro creators (issue 14, docs/webhooks.md). */
@Module({
  imports: [CqrsModule],
  controllers: [WebhooksController],
  providers: [
    WebhookCommands,
    CreateWebhookHandler,
    UpdateWebhookHandler,
    WebhookActionHandler,
    RetryWebhookDeliveryHandler,
    ReplayWebhookHandler,
    WebhookReader,
    WebhookSender,
    WebhookDispatcher,
    WebhookEmails,
    Entitlements,
    AccountIdentities,
    AccountReader,
  ],
  exports: [WebhookDispatcher],
})
export class WebhooksModule implements OnModuleInit {
  constructor(
    private readonly projections: ProjectionsService,
    @Inject(JOB_QUEUE) private readonly jobs: JobQueue,
    private readonly dispatcher: WebhookDispatcher,
    private readonly emails: WebhookEmails,
    private readonly openApi: OpenApiExtensions,
  ) {}

  onModuleInit(): void {
    this.projections.register(webhooksProjection, webhookDeliveryReactor(this.dispatcher, this.jobs));
    this.jobs.register<WebhookPausedMailJob>(WEBHOOK_PAUSED_MAIL_JOB, (job) => this.emails.sendPaused(job));
    this.openApi.add(addWebhookPayloads);
  }
}

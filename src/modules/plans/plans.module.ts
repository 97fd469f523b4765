import { Inject, Module, OnModuleInit } from '@nestjs/common';
import { CqrsModule } from '@nestjs/cqrs';
import { JOB_QUEUE, JobQueue } from '../../platform/jobs/job-queue.port';
import { ProjectionsService } from '../../platform/projections/projections.service';
import { AccountIdentities, AccountReader } from '../accounts/accounts.public';
import { GiveawayCounts } from '../giveaways/giveaways.public';
import { BillingService } from './application/billing/billing.service';
import { paymentProviderFactory } from './application/billing/payment-provider.factory';
import { Entitlements } from './application/entitlements';
import { PlanReader } from './application/plan-reader';
import { SubscriptionEmails } from './application/subscription-emails';
import { SubscriptionReader } from './application/subscription-reader';
import { ChangeSubscriptionHandler } from './application/subscriptions/change-subscription.handler';
import { SubscriptionClockScheduler } from './application/subscriptions/subscription-clock.scheduler';
import { AdminSubscriptionsController } from './http/admin-subscriptions.controller';
import { BillingController } from './http/billing.controller';
import { MyPlanController } from './http/my-plan.controller';
import { PlansController } from './http/plans.controller';
import { subscriptionsProjection } from './projections/subscriptions.projection';
import { SUBSCRIPTION_MAIL_JOB, SubscriptionMailJob, subscriptionMailReactor } from './reactors/subscription-mail.reactor';

/**
 * The plans, Grátis and Pro (issue 12): served as data, enforced by the deciders that own each
 * limit (through Entitlements), changed by events on the person's stream (an admin's grant or
 * the payment provider's webhook), billed through the PaymentProvider port (docs/billing.md).
 */
@Module({
  imports: [CqrsModule],
  controllers: [PlansController, MyPlanController, BillingController, AdminSubscriptionsController],
  providers: [
    PlanReader,
    SubscriptionReader,
    Entitlements,
    BillingService,
    ChangeSubscriptionHandler,
    SubscriptionClockScheduler,
    SubscriptionEmails,
    paymentProviderFactory,
    // Accounts' public readers (the Pro flag; AccountIdentities reads through AccountReader)
    // and giveaways' count of a creator's active giveaways.
    AccountIdentities,
    AccountReader,
    GiveawayCounts,
  ],
})
export class PlansModule implements OnModuleInit {
  constructor(
    private readonly projections: ProjectionsService,
    @Inject(JOB_QUEUE) private readonly jobs: JobQueue,
    private readonly emails: SubscriptionEmails,
  ) {}

  onModuleInit(): void {
    this.projections.register(subscriptionsProjection, subscriptionMailReactor(this.jobs));
    this.jobs.register<SubscriptionMailJob>(SUBSCRIPTION_MAIL_JOB, (job) => this.emails.send(job));
  }
}

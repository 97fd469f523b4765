import { Inject, Module, OnModuleInit } from '@nestjs/common';
import { CqrsModule } from '@nestjs/cqrs';
import { StreamExecutor } from '../../platform/ddd/stream-executor';
import { JOB_QUEUE, JobQueue } from '../../platform/jobs/job-queue.port';
import { ProjectionsService } from '../../platform/projections/projections.service';
import { AccountReader } from '../accounts/accounts.public';
import { AdminEntryReader } from '../entries/entries.public';
import { AdminGiveawayReader, GiveawayLifecycles } from '../giveaways/giveaways.public';
import { ModerationEmails } from './application/moderation-emails';
import { AdminGiveaways } from './application/readers/admin-giveaways';
import { AdminStats } from './application/readers/admin-stats';
import { AdminUsers } from './application/readers/admin-users';
import { AuditReader } from './application/readers/audit-reader';
import { ReportReader } from './application/readers/report-reader';
import { TrailReader } from './application/readers/trail-reader';
import { FileReportHandler, ReviewReportHandler } from './application/reports/report.handlers';
import { ReinstateGiveawayHandler, SuspendGiveawayHandler } from './application/suspension/suspension.handlers';
import { ChangeAccessHandler } from './application/users/change-access.handler';
import { AdminGiveawaysController } from './http/admin-giveaways.controller';
import { AdminOverviewController } from './http/admin-overview.controller';
import { AdminReportsController } from './http/admin-reports.controller';
import { AdminUsersController } from './http/admin-users.controller';
import { ReportsController } from './http/reports.controller';
import { moderationProjection } from './projections/moderation.projection';
import {
  GIVEAWAY_REINSTATED_JOB,
  GIVEAWAY_SUSPENDED_JOB,
  moderationMailReactor,
  REPORT_OUTCOME_JOB,
  ReportOutcomeJob,
  SuspensionMailJob,
} from './reactors/moderation-mail.reactor';
import { reportSuspensionReactor } from './reactors/report-suspension.reactor';

/**
 * Reports (denúncias), giveaway suspensions and the admin area's API under /api/admin
 * (issue 6). Every admin route is behind AdminGuard.
 */
@Module({
  imports: [CqrsModule],
  controllers: [ReportsController, AdminReportsController, AdminGiveawaysController, AdminUsersController, AdminOverviewController],
  providers: [
    FileReportHandler,
    ReviewReportHandler,
    SuspendGiveawayHandler,
    ReinstateGiveawayHandler,
    ChangeAccessHandler,
    ReportReader,
    TrailReader,
    AdminGiveaways,
    AdminUsers,
    AdminStats,
    AuditReader,
    ModerationEmails,
    // Other modules' public readers (stateless; each consumer lists its own instance).
    AccountReader,
    AdminGiveawayReader,
    AdminEntryReader,
    GiveawayLifecycles,
  ],
})
export class ModerationModule implements OnModuleInit {
  constructor(
    private readonly projections: ProjectionsService,
    @Inject(JOB_QUEUE) private readonly jobs: JobQueue,
    private readonly executor: StreamExecutor,
    private readonly lifecycles: GiveawayLifecycles,
    private readonly emails: ModerationEmails,
  ) {}

  onModuleInit(): void {
    this.projections.register(moderationProjection, reportSuspensionReactor(this.executor, this.lifecycles), moderationMailReactor(this.jobs));
    this.jobs.register<ReportOutcomeJob>(REPORT_OUTCOME_JOB, (job) => this.emails.sendReportOutcome(job));
    this.jobs.register<SuspensionMailJob>(GIVEAWAY_SUSPENDED_JOB, (job) => this.emails.sendSuspended(job));
    this.jobs.register<SuspensionMailJob>(GIVEAWAY_REINSTATED_JOB, (job) => this.emails.sendReinstated(job));
  }
}

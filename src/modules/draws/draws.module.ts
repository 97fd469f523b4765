import { Inject, Module, OnModuleInit } from '@nestjs/common';
import { CqrsModule } from '@nestjs/cqrs';
import { APP_CONFIG, AppConfig } from '../../config/app-config';
import { JOB_QUEUE, JobQueue } from '../../platform/jobs/job-queue.port';
import { ProjectionsService } from '../../platform/projections/projections.service';
import { AccountIdentities, AccountReader } from '../accounts/accounts.public';
import { Entitlements } from '../plans/plans.public';
import { EntrantSet, EntryLogReader, SealedEntryLog } from '../entries/entries.public';
import { GiveawayLifecycles } from '../giveaways/giveaways.public';
import { DrawCommitter } from './application/commit-draw';
import { CommitmentCache } from './application/commitment-cache';
import { DRAND_BEACONS } from './application/drand/drand-beacons.port';
import { DrandClientBeacons, httpChainClient } from './application/drand/drand-client-beacons';
import { DrawEmails } from './application/draw-emails';
import { DrawRecords } from './application/draw-records';
import { DrawWinnersHandler } from './application/draw-winners.handler';
import { InclusionProofs } from './application/inclusion-proof';
import { PublicValues } from './application/public-values';
import { ReplaceWinnerHandler } from './application/replace-winner.handler';
import { GiveawayHistoryModule } from './giveaway-history.module';
import { DrawsController } from './http/draws.controller';
import { COMMIT_DRAW_JOB, CommitDrawJob, drawCommitmentReactor } from './reactors/draw-commitment.reactor';
import { DRAW_RESULT_MAIL_JOB, DrawResultMailJob, drawMailReactor, WINNER_MAIL_JOB, WinnerMailJob } from './reactors/draw-mail.reactor';

@Module({
  imports: [CqrsModule, GiveawayHistoryModule],
  controllers: [DrawsController],
  providers: [
    // Other modules' public readers (docs/architecture.md, "Module boundaries").
    AccountReader,
    EntrantSet,
    // A version-2 giveaway's entry log: the commitment takes its salt and final tree.
    EntryLogReader,
    SealedEntryLog,
    GiveawayLifecycles,
    // The creator's limit on winners and alternates (issue 12), read through accounts' identities.
    Entitlements,
    AccountIdentities,
    DrawWinnersHandler,
    ReplaceWinnerHandler,
    DrawCommitter,
    DrawRecords,
    InclusionProofs,
    DrawEmails,
    PublicValues,
    CommitmentCache,
    { provide: DRAND_BEACONS, inject: [APP_CONFIG], useFactory: (config: AppConfig) => new DrandClientBeacons(httpChainClient(config.drandUrl)) },
  ],
})
export class DrawsModule implements OnModuleInit {
  constructor(
    private readonly projections: ProjectionsService,
    @Inject(JOB_QUEUE) private readonly jobs: JobQueue,
    private readonly committer: DrawCommitter,
    private readonly emails: DrawEmails,
  ) {}

  onModuleInit(): void {
    this.projections.register(drawCommitmentReactor(this.jobs), drawMailReactor(this.jobs));
    this.jobs.register<CommitDrawJob>(COMMIT_DRAW_JOB, (job) => this.committer.commit(job));
    this.jobs.register<WinnerMailJob>(WINNER_MAIL_JOB, (job) => this.emails.sendToWinner(job));
    this.jobs.register<DrawResultMailJob>(DRAW_RESULT_MAIL_JOB, (job) => this.emails.sendResultToCreator(job));
  }
}

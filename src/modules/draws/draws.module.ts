import { Inject, Module, OnModuleInit } from '@nestjs/common';
import { CqrsModule } from '@nestjs/cqrs';
import { Clock } from '../../platform/ddd/clock';
import { StreamExecutor } from '../../platform/ddd/stream-executor';
import { APP_CONFIG, AppConfig } from '../../config/app-config';
import { EVENT_STORE, EventStore } from '../../platform/event-store/event-store.port';
import { JOB_QUEUE, JobQueue } from '../../platform/jobs/job-queue.port';
import { ProjectionsService } from '../../platform/projections/projections.service';
import { DrawEmails } from './application/draw-emails';
import { CommitmentCache } from './application/commitment-cache';
import { DrawEntrants } from './application/draw-entrants';
import { DRAND_BEACONS, DrandBeacons } from './application/drand/drand-beacons.port';
import { DrandClientBeacons, httpChainClient } from './application/drand/drand-client-beacons';
import { PublicValues } from './application/public-values';
import { DrawWinnersHandler } from './application/draw-winners.handler';
import { InclusionProofHandler, InclusionProofs } from './application/inclusion-proof';
import { ReplaceWinnerHandler } from './application/replace-winner.handler';
import { DrawsController } from './http/draws.controller';
import { GiveawayHistoryModule } from './giveaway-history.module';
import { drawCommitmentReactor } from './reactors/draw-commitment.reactor';
import { DRAW_RESULT_MAIL_JOB, DrawResultMailJob, drawMailReactor, WINNER_MAIL_JOB, WinnerMailJob } from './reactors/draw-mail.reactor';

@Module({
  imports: [CqrsModule, GiveawayHistoryModule],
  controllers: [DrawsController],
  providers: [
    DrawEntrants,
    DrawWinnersHandler,
    ReplaceWinnerHandler,
    InclusionProofs,
    InclusionProofHandler,
    DrawEmails,
    PublicValues,
    CommitmentCache,
    { provide: DRAND_BEACONS, inject: [APP_CONFIG], useFactory: (config: AppConfig) => new DrandClientBeacons(httpChainClient(config.drandUrl)) },
  ],
})
export class DrawsModule implements OnModuleInit {
  constructor(
    private readonly projections: ProjectionsService,
    @Inject(StreamExecutor) private readonly executor: StreamExecutor,
    @Inject(JOB_QUEUE) private readonly jobs: JobQueue,
    private readonly entrants: DrawEntrants,
    private readonly emails: DrawEmails,
    private readonly clock: Clock,
    @Inject(EVENT_STORE) private readonly events: EventStore,
    @Inject(DRAND_BEACONS) private readonly drand: DrandBeacons,
    private readonly cache: CommitmentCache,
  ) {}

  onModuleInit(): void {
    this.projections.register(drawCommitmentReactor(this.executor, this.events, this.entrants, this.clock, this.drand, this.cache), drawMailReactor(this.jobs));
    this.jobs.register<WinnerMailJob>(WINNER_MAIL_JOB, (job) => this.emails.sendToWinner(job));
    this.jobs.register<DrawResultMailJob>(DRAW_RESULT_MAIL_JOB, (job) => this.emails.sendResultToCreator(job));
  }
}

import { Inject, Module, OnModuleInit } from '@nestjs/common';
import { CqrsModule } from '@nestjs/cqrs';
import { Clock } from '../../platform/ddd/clock';
import { StreamExecutor } from '../../platform/ddd/stream-executor';
import { JOB_QUEUE, JobQueue } from '../../platform/jobs/job-queue.port';
import { ProjectionsService } from '../../platform/projections/projections.service';
import { DrawEmails } from './application/draw-emails';
import { DrawEntrants } from './application/draw-entrants';
import { DrawWinnersHandler } from './application/draw-winners.handler';
import { InclusionProofs } from './application/inclusion-proof';
import { ReplaceWinnerHandler } from './application/replace-winner.handler';
import { DrawsController } from './http/draws.controller';
import { drawCommitmentReactor } from './reactors/draw-commitment.reactor';
import { DRAW_RESULT_MAIL_JOB, DrawResultMailJob, drawMailReactor, WINNER_MAIL_JOB, WinnerMailJob } from './reactors/draw-mail.reactor';

@Module({
  imports: [CqrsModule],
  controllers: [DrawsController],
  providers: [DrawEntrants, DrawWinnersHandler, ReplaceWinnerHandler, InclusionProofs, DrawEmails],
})
export class DrawsModule implements OnModuleInit {
  constructor(
    private readonly projections: ProjectionsService,
    @Inject(StreamExecutor) private readonly executor: StreamExecutor,
    @Inject(JOB_QUEUE) private readonly jobs: JobQueue,
    private readonly entrants: DrawEntrants,
    private readonly emails: DrawEmails,
    private readonly clock: Clock,
  ) {}

  onModuleInit(): void {
    this.projections.register(drawCommitmentReactor(this.executor, this.entrants, this.clock), drawMailReactor(this.jobs));
    this.jobs.register<WinnerMailJob>(WINNER_MAIL_JOB, (job) => this.emails.sendToWinner(job));
    this.jobs.register<DrawResultMailJob>(DRAW_RESULT_MAIL_JOB, (job) => this.emails.sendResultToCreator(job));
  }
}

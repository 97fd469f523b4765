import { Inject, Module, OnModuleInit } from '@nestjs/common';
import { CqrsModule } from '@nestjs/cqrs';
import { JOB_QUEUE, JobQueue } from '../../platform/jobs/job-queue.port';
import { ProjectionsService } from '../../platform/projections/projections.service';
import { FeedbackEmails } from './application/feedback-emails';
import { FeedbackLimiter } from './application/feedback-limiter';
import { FeedbackReader } from './application/feedback-reader';
import { MarkFeedbackHandler, ReplyToFeedbackHandler, SendFeedbackHandler } from './application/feedback.handlers';
import { AdminFeedbackController } from './http/admin-feedback.controller';
import { FeedbackController } from './http/feedback.controller';
import { feedbackProjection } from './projections/feedback.projection';
import { FEEDBACK_REPLY_JOB, FeedbackReplyJob, feedbackReplyMailReactor } from './reactors/feedback-reply-mail.reactor';

/** The contact form (/feedback) and the admins' inbox with replies by e-mail (issue 6). */
@Module({
  imports: [CqrsModule],
  controllers: [FeedbackController, AdminFeedbackController],
  providers: [SendFeedbackHandler, MarkFeedbackHandler, ReplyToFeedbackHandler, FeedbackReader, FeedbackLimiter, FeedbackEmails],
})
export class FeedbackModule implements OnModuleInit {
  constructor(
    private readonly projections: ProjectionsService,
    @Inject(JOB_QUEUE) private readonly jobs: JobQueue,
    private readonly emails: FeedbackEmails,
  ) {}

  onModuleInit(): void {
    this.projections.register(feedbackProjection, feedbackReplyMailReactor(this.jobs));
    this.jobs.register<FeedbackReplyJob>(FEEDBACK_REPLY_JOB, (job) => this.emails.sendReply(job));
  }
}

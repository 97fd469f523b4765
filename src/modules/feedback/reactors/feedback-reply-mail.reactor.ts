import type { RecordedEvent } from '../../../platform/event-store/event-store.port';
import type { JobQueue } from '../../../platform/jobs/job-queue.port';
import type { Reactor } from '../../../platform/projections/projection';
import type { FeedbackReplied } from '../domain/feedback.events';

export const FEEDBACK_REPLY_JOB = 'mail.feedback-reply';
export type FeedbackReplyJob = Pick<FeedbackReplied['data'], 'feedbackId' | 'mensagem'>;

/** Each reply is e-mailed to the sender once, keyed by the event id. */
export function feedbackReplyMailReactor(queue: JobQueue): Reactor {
  return {
    name: 'feedback-reply-mail',
    async react(event: RecordedEvent) {
      if (event.type !== 'FeedbackReplied') return;
      const { feedbackId, mensagem } = event.data as FeedbackReplied['data'];
      await queue.enqueue<FeedbackReplyJob>(FEEDBACK_REPLY_JOB, event.id, { feedbackId, mensagem });
    },
  };
}

import type { RecordedEvent } from '../../../platform/event-store/event-store.port';
import type { JobQueue } from '../../../platform/jobs/job-queue.port';
import type { Reactor } from '../../../platform/projections/projection';

export const VERIFY_EMAIL_JOB = 'mail.verify-email';
export const PASSWORD_RESET_JOB = 'mail.password-reset';

export interface VerifyEmailJob {
  userId: string;
  verificacaoId: string;
}
export interface PasswordResetJob {
  userId: string;
  requestId: string;
  expiresAt: string;
}

/** Turns account events into e-mail jobs keyed by the event id: a replay never mails twice. */
export function accountMailReactor(queue: JobQueue): Reactor {
  return {
    name: 'account-mail',
    async react(event: RecordedEvent) {
      const d = event.data as Record<string, string>;
      if (event.type === 'UserRegistered' || event.type === 'EmailVerificationRequested') {
        await queue.enqueue<VerifyEmailJob>(VERIFY_EMAIL_JOB, event.id, { userId: d.userId, verificacaoId: d.verificacaoId });
      } else if (event.type === 'PasswordResetRequested') {
        await queue.enqueue<PasswordResetJob>(PASSWORD_RESET_JOB, event.id, { userId: d.userId, requestId: d.requestId, expiresAt: d.expiresAt });
      }
    },
  };
}

import type { RecordedEvent } from '../../../platform/event-store/event-store.port';
import type { JobQueue } from '../../../platform/jobs/job-queue.port';
import type { Reactor } from '../../../platform/projections/projection';
import type { ReportResolved } from '../domain/report.events';
import type { GiveawayReinstated, GiveawaySuspended } from '../domain/suspension.events';

export const REPORT_OUTCOME_JOB = 'mail.report-outcome';
export const GIVEAWAY_SUSPENDED_JOB = 'mail.giveaway-suspended';
export const GIVEAWAY_REINSTATED_JOB = 'mail.giveaway-reinstated';
export type ReportOutcomeJob = Pick<ReportResolved['data'], 'reportId' | 'sorteioId' | 'userId' | 'resultado'>;
export type SuspensionMailJob = { giveawayId: string; motivo: string };

/**
 * The reporter learns the outcome of their report; the creator learns their giveaway was
 * suspended or reinstated, and why. One job per event, keyed by its id: a replay sends nothing
 * again. The e-mails are signed by the team and never name the admin.
 */
export function moderationMailReactor(queue: JobQueue): Reactor {
  return {
    name: 'moderation-mail',
    async react(event: RecordedEvent) {
      if (event.type === 'ReportResolved') {
        const { reportId, sorteioId, userId, resultado } = event.data as ReportResolved['data'];
        await queue.enqueue<ReportOutcomeJob>(REPORT_OUTCOME_JOB, event.id, { reportId, sorteioId, userId, resultado });
      } else if (event.type === 'GiveawaySuspended') {
        const { giveawayId, motivo } = event.data as GiveawaySuspended['data'];
        await queue.enqueue<SuspensionMailJob>(GIVEAWAY_SUSPENDED_JOB, event.id, { giveawayId, motivo });
      } else if (event.type === 'GiveawayReinstated') {
        const { giveawayId, motivo } = event.data as GiveawayReinstated['data'];
        await queue.enqueue<SuspensionMailJob>(GIVEAWAY_REINSTATED_JOB, event.id, { giveawayId, motivo });
      }
    },
  };
}

import type { RecordedEvent } from '../../../platform/event-store/event-store.port';
import type { JobQueue } from '../../../platform/jobs/job-queue.port';
import type { Reactor } from '../../../platform/projections/projection';
import type { AccountErased } from '../domain/personal-data.events';

export const FORGET_PERSON_JOB = 'personal-data.forget';
/** Ids only: a job row must never hold what the erasure removes. */
export type ForgetPersonJob = { userId: string; at: string };

/** Each AccountErased gets one job (keyed by the event id) that makes the read store forget the person. */
export function forgetPersonReactor(queue: JobQueue): Reactor {
  return {
    name: 'personal-data-forget',
    async react(event: RecordedEvent) {
      if (event.type !== 'AccountErased') return;
      const { userId } = event.data as AccountErased['data'];
      await queue.enqueue<ForgetPersonJob>(FORGET_PERSON_JOB, event.id, { userId, at: event.metadata.at });
    },
  };
}

import type { RecordedEvent } from '../../../platform/event-store/event-store.port';
import type { JobQueue } from '../../../platform/jobs/job-queue.port';
import type { Reactor } from '../../../platform/projections/projection';
import type { InstagramImportStarted } from '../domain/instagram-import.events';

export const INSTAGRAM_IMPORT_JOB = 'instagram.import-comments';
export type InstagramImportJob = { importId: string };
/** Tries of the job: a crash or an unexpected error resumes from the last page recorded. */
export const INSTAGRAM_IMPORT_ATTEMPTS = 5;

/** Each started import gets its job, once (keyed by the event id). */
export function instagramImportReactor(queue: JobQueue): Reactor {
  return {
    name: 'instagram-import',
    async react(event: RecordedEvent) {
      if (event.type !== 'InstagramImportStarted') return;
      const { importId } = event.data as InstagramImportStarted['data'];
      await queue.enqueue<InstagramImportJob>(INSTAGRAM_IMPORT_JOB, event.id, { importId }, { attempts: INSTAGRAM_IMPORT_ATTEMPTS, backoffMs: 5_000 });
    },
  };
}

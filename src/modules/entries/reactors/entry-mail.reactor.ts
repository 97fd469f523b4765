import type { RecordedEvent } from '../../../platform/event-store/event-store.port';
import type { JobQueue } from '../../../platform/jobs/job-queue.port';
import type { Reactor } from '../../../platform/projections/projection';
import type { EntrySubmitted } from '../domain/entry.events';

export const ENTRY_CONFIRMATION_JOB = 'mail.entry-confirmation';
/** `position` (the entry's place in the log) tells an entry that raced the close; older jobs lack it. */
export type EntryConfirmationJob = Pick<EntrySubmitted['data'], 'entryId' | 'sorteioId' | 'nome'> & { email: string; position?: number };

/**
 * Each entry with an e-mail (not an Instagram comment's) gets one e-mail, keyed by the event id: the confirmation or, for an entry the log
 * recorded after the close, why it is not in the draw.
 */
export function entryMailReactor(queue: JobQueue): Reactor {
  return {
    name: 'entry-mail',
    async react(event: RecordedEvent) {
      if (event.type !== 'EntrySubmitted') return;
      const { entryId, sorteioId, nome, email } = event.data as EntrySubmitted['data'];
      if (email === null) return;
      await queue.enqueue<EntryConfirmationJob>(ENTRY_CONFIRMATION_JOB, event.id, { entryId, sorteioId, nome, email, position: event.position });
    },
  };
}

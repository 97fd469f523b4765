import type { RecordedEvent } from '../../../platform/event-store/event-store.port';
import type { JobQueue } from '../../../platform/jobs/job-queue.port';
import type { Reactor } from '../../../platform/projections/projection';
import type { GiveawayClosed } from '../../giveaways/domain/giveaway.events';

export const SEAL_ENTRY_LOG_JOB = 'entry-log.seal';
export type SealEntryLogJob = { giveawayId: string; closePosition: number; correlationId: string; causationId: string };

/** At the close, queues the seal of the giveaway's log (keyed by the close's id: a replay queues nothing new). */
export function entryLogSealReactor(queue: JobQueue): Reactor {
  return {
    name: 'entry-log-seal',
    async react(event: RecordedEvent) {
      if (event.type !== 'GiveawayClosed') return;
      const { giveawayId } = event.data as GiveawayClosed['data'];
      await queue.enqueue<SealEntryLogJob>(SEAL_ENTRY_LOG_JOB, event.id, { giveawayId, closePosition: event.position, correlationId: event.metadata.correlationId, causationId: event.id });
    },
  };
}

import type { RecordedEvent } from '../../../platform/event-store/event-store.port';
import type { JobQueue } from '../../../platform/jobs/job-queue.port';
import type { Reactor } from '../../../platform/projections/projection';
import type { GiveawayClosed } from '../../giveaways/domain/giveaway.events';

export const COMMIT_DRAW_JOB = 'draw.commit';
export type CommitDrawJob = {
  giveawayId: string;
  /** The GiveawayClosed's log position: the entrants are the entries recorded before it. */
  closePosition: number;
  correlationId: string;
  /** The GiveawayClosed's id. */
  causationId: string;
};

/**
 * At the close, queues the commitment (DrawCommitter does the hashing): one job per close,
 * keyed by the event id, so a replay queues nothing new. Enqueuing is all it does, so a close
 * of a million entrants no longer holds up the projection batch and with it every other
 * request's read-your-writes wait.
 */
export function drawCommitmentReactor(queue: JobQueue): Reactor {
  return {
    name: 'draw-commitment',
    async react(event: RecordedEvent) {
      if (event.type !== 'GiveawayClosed') return;
      const { giveawayId } = event.data as GiveawayClosed['data'];
      await queue.enqueue<CommitDrawJob>(COMMIT_DRAW_JOB, event.id, {
        giveawayId,
        closePosition: event.position,
        correlationId: event.metadata.correlationId,
        causationId: event.id,
      });
    },
  };
}

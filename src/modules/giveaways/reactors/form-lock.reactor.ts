import { DomainError } from '../../../platform/ddd/domain-error';
import type { StreamExecutor } from '../../../platform/ddd/stream-executor';
import type { RecordedEvent } from '../../../platform/event-store/event-store.port';
import type { Reactor } from '../../../platform/projections/projection';
import type { EntrySubmitted } from '../../entries/domain/entry.events';
import { giveawayDecider } from '../domain/giveaway.decider';
import { giveawayStream } from '../domain/giveaway.events';

/**
 * The first entry locks the giveaway's form (GiveawayFormLocked). It runs before the
 * projections' checkpoint passes the entry, so by the time the entrant has their 201 the
 * creator can no longer change the questions that were answered.
 */
export function formLockReactor(executor: StreamExecutor): Reactor {
  // A lock is forever, so giveaways known to be locked need no stream read per entry.
  const locked = new Set<string>();
  return {
    name: 'giveaway-form-lock',
    async react(event: RecordedEvent) {
      if (event.type !== 'EntrySubmitted') return;
      const { sorteioId, entryId } = event.data as EntrySubmitted['data'];
      if (locked.has(sorteioId)) return;
      const stream = giveawayStream(sorteioId);
      const { state } = await executor.load(stream, giveawayDecider);
      if (state.formLocked) locked.add(sorteioId);
      if (!state.exists || state.deleted || state.formLocked) return;
      try {
        await executor.execute(stream, giveawayDecider, { type: 'LockForm', entryId }, { userId: null, correlationId: event.metadata.correlationId, causationId: event.id });
      } catch (err) {
        // Deleted meanwhile, or lost to concurrent writers: the next entry locks it. A throw
        // here would stop every projection.
        if (!(err instanceof DomainError)) throw err;
      }
    },
  };
}

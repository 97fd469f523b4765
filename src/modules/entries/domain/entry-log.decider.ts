import type { Decider } from '../../../platform/ddd/decider';
import type { EntryLogEvent, EntryLogSealed } from './entry-log.events';

export type EntryLogCommand = { type: 'SealEntryLog'; head: EntryLogSealed['data'] };
export interface EntryLogState {
  sealed: EntryLogSealed['data'] | null;
}

/** The first seal stands: a job run twice (or a second close, which cannot happen) records nothing more. */
export const entryLogDecider: Decider<EntryLogCommand, EntryLogEvent, EntryLogState> = {
  initialState: { sealed: null },
  decide(command, state) {
    if (state.sealed) return [];
    return [{ type: 'EntryLogSealed', data: command.head }];
  },
  evolve(state, event) {
    return event.type === 'EntryLogSealed' ? { sealed: event.data } : state;
  },
};

import type { Decider } from '../../../platform/ddd/decider';
import type { DomainError } from '../../../platform/ddd/domain-error';
import { maskEmail } from '../../../platform/text/disposable-email';
import { ENTRY_REFUSAL_MOTIVOS, EntryRefusalMotivo, EntryRefused } from './entry.events';

export type EntryRefusalCommand = {
  type: 'RecordEntryRefusal';
  giveawayId: string;
  participantId: string;
  /** The address typed in the form, if any (it is stored masked). */
  email: unknown;
  motivo: EntryRefusalMotivo;
};

export interface EntryRefusalState {
  recorded: EntryRefusalMotivo[];
}

/** The refusal worth recording for an entry decision's error: the fraud rules only, not typos or a closed giveaway. */
export function refusalMotivoOf(error: DomainError): EntryRefusalMotivo | null {
  return (ENTRY_REFUSAL_MOTIVOS as readonly string[]).includes(error.code) ? (error.code as EntryRefusalMotivo) : null;
}

/**
 * One refusal per person, giveaway and motivo: the trail says why someone was kept out, and
 * a script retrying a thousand times adds nothing after the first (the store does not grow
 * with an attacker's request rate).
 */
export const entryRefusalDecider: Decider<EntryRefusalCommand, EntryRefused, EntryRefusalState> = {
  initialState: { recorded: [] },
  decide(command, state) {
    if (state.recorded.includes(command.motivo)) return [];
    const email = typeof command.email === 'string' ? maskEmail(command.email.trim()) : null;
    return [{ type: 'EntryRefused', data: { sorteioId: command.giveawayId, participanteId: command.participantId, email, motivo: command.motivo } }];
  },
  evolve(state, event) {
    return { recorded: [...state.recorded, event.data.motivo] };
  },
};

import type { Decider } from '../../../platform/ddd/decider';
import { personalDataErrors } from './personal-data.errors';
import type { PersonalDataEvent } from './personal-data.events';

/**
 * What the handler found before deciding: whether the account has a password and whether the
 * one given matched (argon2 is I/O, so it is checked outside and passed in), and the entries to
 * withdraw (those in giveaways still open).
 */
export type EraseAccount = {
  type: 'EraseAccount';
  userId: string;
  hasPassword: boolean;
  passwordMatches: boolean;
  openEntries: string[];
};

export interface ErasureState {
  erased: boolean;
}

/** LGPD art. 18, VI: the person erases their account, proving it with their password. */
export const erasureDecider: Decider<EraseAccount, PersonalDataEvent, ErasureState> = {
  initialState: { erased: false },
  decide(command, state) {
    if (state.erased) throw personalDataErrors.alreadyErased();
    if (!command.hasPassword) throw personalDataErrors.passwordRequired();
    if (!command.passwordMatches) throw personalDataErrors.invalidCredentials();
    return [{ type: 'AccountErased', data: { userId: command.userId, comprovacao: 'senha', inscricoesRetiradas: command.openEntries } }];
  },
  evolve(state, event) {
    return event.type === 'AccountErased' ? { erased: true } : state;
  },
};

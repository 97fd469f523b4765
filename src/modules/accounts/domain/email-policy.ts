import type { Decider } from '../../../platform/ddd/decider';
import { disposableDomainOf } from '../../../platform/text/disposable-email';
import type { SignUpRefused } from './user.events';

/**
 * The throwaway-inbox domain an address falls under (a subdomain counts as its parent), or
 * null: such accounts were the bulk of the mass sign-ups (issue 11).
 */
export const refusedEmailDomain = (email: string): string | null => disposableDomainOf(email);

/** Records why a sign-up was refused; every attempt counts (sign-ups are limited per IP before this). */
export const signUpRefusalDecider: Decider<{ type: 'RecordSignUpRefusal'; dominio: string }, SignUpRefused, null> = {
  initialState: null,
  decide: (command) => [{ type: 'SignUpRefused', data: { dominio: command.dominio, motivo: 'DISPOSABLE_EMAIL' } }],
  evolve: (state) => state,
};

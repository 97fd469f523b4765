import type { Decider, DomainEvent } from '../../../platform/ddd/decider';
import type { DomainError } from '../../../platform/ddd/domain-error';

/**
 * A unique value (e-mail, username, outside identity) is claimed by appending to a stream named after it.
 * The event store's expected-revision check makes the claim atomic: of two concurrent
 * registrations of one e-mail, exactly one append succeeds.
 */
export const emailReservationStream = (emailHash: string) => `userEmail-${emailHash}`;
export const usernameReservationStream = (usernameLower: string) => `username-${usernameLower}`;
/** An outside identity (provider and subject, hashed) is held by at most one account. */
export const identityReservationStream = (identityHash: string) => `outsideIdentity-${identityHash}`;

export type ValueReserved = DomainEvent<'ValueReserved', { value: string; holderId: string }>;
export type ValueReleased = DomainEvent<'ValueReleased', { value: string; holderId: string }>;
export type ReservationEvent = ValueReserved | ValueReleased;

export type ReservationCommand =
  | { type: 'Reserve'; value: string; holderId: string; conflict: () => DomainError; orphanHolderId?: string | null }
  | { type: 'Release'; value: string; holderId: string };

export interface ReservationState {
  holderId: string | null;
  reservedAt: string | null;
}

export const reservationDecider: Decider<ReservationCommand, ReservationEvent, ReservationState> = {
  initialState: { holderId: null, reservedAt: null },
  decide(command, state) {
    const { value, holderId } = command;
    if (command.type === 'Release') {
      return state.holderId === holderId ? [{ type: 'ValueReleased', data: { value, holderId } }] : [];
    }
    if (state.holderId === holderId) return [];
    // An orphan is a claim whose registration never completed (the process died in between).
    if (state.holderId !== null && state.holderId !== command.orphanHolderId) throw command.conflict();
    return [{ type: 'ValueReserved', data: { value, holderId } }];
  },
  evolve(state, event) {
    return event.type === 'ValueReserved'
      ? { holderId: event.data.holderId, reservedAt: event.at ?? null }
      : { holderId: null, reservedAt: null };
  },
};

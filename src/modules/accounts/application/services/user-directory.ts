import { Injectable } from '@nestjs/common';
import { createHash } from 'node:crypto';
import { StreamExecutor } from '../../../../platform/ddd/stream-executor';
import { emailReservationStream, identityReservationStream, reservationDecider } from '../../domain/reservation.decider';
import { OutsideIdentityRef, userDecider, UserState } from '../../domain/user.decider';
import { userStream } from '../../domain/user.events';

export const normaliseEmail = (email: string) => email.trim().toLowerCase();
export const emailHash = (email: string) => createHash('sha256').update(normaliseEmail(email)).digest('hex');
/** The subject is the provider's own opaque, case-sensitive id: hashed as given, with the provider's name. */
export const identityHash = ({ provider, subject }: OutsideIdentityRef) => createHash('sha256').update(`${provider}\n${subject}`).digest('hex');

/**
 * Finds users on the write side (strongly consistent): the e-mail's reservation stream
 * names the holder, whose stream is then folded. Sign-in never depends on projection lag.
 */
@Injectable()
export class UserDirectory {
  constructor(private readonly executor: StreamExecutor) {}

  async byEmail(email: string): Promise<UserState | null> {
    const { state } = await this.executor.load(emailReservationStream(emailHash(email)), reservationDecider);
    return state.holderId ? this.byId(state.holderId) : null;
  }

  /** The account an outside identity signs in to, if it is linked to one. */
  async byIdentity(identity: OutsideIdentityRef): Promise<UserState | null> {
    const { state } = await this.executor.load(identityReservationStream(identityHash(identity)), reservationDecider);
    return state.holderId ? this.byId(state.holderId) : null;
  }

  async byId(userId: string): Promise<UserState | null> {
    const { state } = await this.executor.load(userStream(userId), userDecider);
    return state.exists ? state : null;
  }
}

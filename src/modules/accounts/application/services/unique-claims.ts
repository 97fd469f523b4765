import { Injectable } from '@nestjs/common';
import type { DomainError } from '../../../../platform/ddd/domain-error';
import { CommandMetadata, StreamExecutor } from '../../../../platform/ddd/stream-executor';
import { emailReservationStream, identityReservationStream, reservationDecider, usernameReservationStream } from '../../domain/reservation.decider';
import type { OutsideIdentityRef } from '../../domain/user.decider';
import { emailHash, identityHash, UserDirectory } from './user-directory';
import { accountErrors } from '../../domain/user.errors';
import { outsideSignInErrors } from '../../domain/outside-sign-in.errors';

/** A claim older than this whose holder never registered was left by a crash mid-registration. */
const ORPHAN_AFTER_MS = 60_000;

/** Claims and releases unique e-mails, usernames and outside identities through their reservation streams. */
@Injectable()
export class UniqueClaims {
  constructor(
    private readonly executor: StreamExecutor,
    private readonly directory: UserDirectory,
  ) {}

  claimEmail(email: string, holderId: string, meta: CommandMetadata) {
    return this.claim(emailReservationStream(emailHash(email)), email, holderId, accountErrors.emailInUse, meta);
  }

  claimUsername(username: string, holderId: string, meta: CommandMetadata) {
    return this.claim(usernameReservationStream(username.toLowerCase()), username, holderId, accountErrors.usernameTaken, meta);
  }

  releaseEmail(email: string, holderId: string, meta: CommandMetadata) {
    return this.release(emailReservationStream(emailHash(email)), email, holderId, meta);
  }

  releaseUsername(username: string, holderId: string, meta: CommandMetadata) {
    return this.release(usernameReservationStream(username.toLowerCase()), username, holderId, meta);
  }

  claimIdentity(identity: OutsideIdentityRef, holderId: string, meta: CommandMetadata) {
    return this.claim(identityReservationStream(identityHash(identity)), `${identity.provider}:${identity.subject}`, holderId, outsideSignInErrors.identityTaken, meta);
  }

  releaseIdentity(identity: OutsideIdentityRef, holderId: string, meta: CommandMetadata) {
    return this.release(identityReservationStream(identityHash(identity)), `${identity.provider}:${identity.subject}`, holderId, meta);
  }

  private async claim(stream: string, value: string, holderId: string, conflict: () => DomainError, meta: CommandMetadata) {
    const { state } = await this.executor.load(stream, reservationDecider);
    let orphanHolderId: string | null = null;
    const old = state.holderId !== null && Date.now() - Date.parse(state.reservedAt ?? '') > ORPHAN_AFTER_MS;
    if (old && state.holderId !== holderId && !(await this.directory.byId(state.holderId!))) orphanHolderId = state.holderId;
    await this.executor.execute(stream, reservationDecider, { type: 'Reserve', value, holderId, conflict, orphanHolderId }, meta);
  }

  private async release(stream: string, value: string, holderId: string, meta: CommandMetadata) {
    await this.executor.execute(stream, reservationDecider, { type: 'Release', value, holderId }, meta);
  }
}

import { deciderSpec } from '../../../../test/support/decider-spec';
import { fold } from '../../../platform/ddd/decider';
import { UserCommand, userDecider, VERIFICATION_TTL_DAYS } from './user.decider';
import type { UserEvent, UserRegistered } from './user.events';

const NOW = new Date('2025-06-01T12:00:00.000Z');
/** Time stamped on past events that do not bring their own `at`. */
const EARLIER = '2025-06-01T11:00:00.000Z';
const DAY = 86_400_000;
const USER_ID = 'u-1';

type PastEvent = UserEvent & { at?: string };

/** given(history).when(command, now).then(events | errorCode): the decider as a pure function. */
const at = <E extends UserEvent>(iso: string, event: E): E & { at: string } => ({ ...event, at: iso });

const registered: UserRegistered = {
  type: 'UserRegistered',
  data: {
    userId: USER_ID,
    email: 'ana@example.com',
    username: 'ana',
    nome: 'Ana',
    sobrenome: 'Souza',
    passwordHash: 'hash-1',
    verificacaoId: 'ver-1',
  },
};
const register: UserCommand = { type: 'RegisterUser', ...registered.data, passwordHash: 'hash-1' };
const resetRequested = (requestId: string, expiresAt: string): UserEvent => ({
  type: 'PasswordResetRequested',
  data: { userId: USER_ID, requestId, expiresAt },
});
const passwordChanged = (resetRequestId: string | null): UserEvent => ({
  type: 'PasswordChanged',
  data: { userId: USER_ID, passwordHash: 'hash-2', resetRequestId },
});
const disabled: UserEvent = { type: 'UserDisabled', data: { userId: USER_ID, motivo: 'spam' } };
const IN_ONE_HOUR = new Date(NOW.getTime() + 3_600_000).toISOString();

const { given } = deciderSpec(userDecider, { now: NOW, defaultAt: EARLIER });

describe('userDecider', () => {
  describe('registration', () => {
    it('registers a new user with the command\'s data', () => {
      given([]).when(register).then([registered]);
    });

    it('refuses to register the same user twice', () => {
      given([registered]).when(register).then('USER_ALREADY_REGISTERED');
    });

    it.each<UserCommand>([
      { type: 'RequestEmailVerification', verificacaoId: 'ver-2' },
      { type: 'VerifyEmail', verificacaoId: 'ver-1' },
      { type: 'RequestPasswordReset', requestId: 'r-1', ttlMinutes: 60 },
      { type: 'ResetPassword', requestId: 'r-1', passwordHash: 'h' },
      { type: 'ChangePassword', passwordHash: 'h' },
      { type: 'UpdateProfile', changes: { nome: 'Bia' } },
      { type: 'ChangeRoles', roles: { isPro: true } },
      { type: 'DisableUser', motivo: null },
      { type: 'EnableUser' },
    ])('$type on a user who does not exist answers USER_NOT_FOUND', (command) => {
      given([]).when(command).then('USER_NOT_FOUND');
    });
  });

  describe('e-mail verification', () => {
    it('verifies the e-mail with the id of the link sent at registration', () => {
      given([registered])
        .when({ type: 'VerifyEmail', verificacaoId: 'ver-1' })
        .then([{ type: 'EmailVerified', data: { userId: USER_ID, email: 'ana@example.com' } }]);
    });

    it('refuses an id that is not the link\'s', () => {
      given([registered]).when({ type: 'VerifyEmail', verificacaoId: 'outro' }).then('INVALID_OR_EXPIRED_TOKEN');
    });

    it(`accepts the link up to ${VERIFICATION_TTL_DAYS} days after it was sent and refuses it after that`, () => {
      const sent = NOW.toISOString();
      const justBefore = new Date(NOW.getTime() + VERIFICATION_TTL_DAYS * DAY - 60_000);
      const justAfter = new Date(NOW.getTime() + VERIFICATION_TTL_DAYS * DAY + 1);
      given([at(sent, registered)])
        .when({ type: 'VerifyEmail', verificacaoId: 'ver-1' }, justBefore)
        .then([{ type: 'EmailVerified', data: { userId: USER_ID, email: 'ana@example.com' } }]);
      given([at(sent, registered)]).when({ type: 'VerifyEmail', verificacaoId: 'ver-1' }, justAfter).then('INVALID_OR_EXPIRED_TOKEN');
    });

    it('records nothing when an e-mail already verified is verified again', () => {
      given([registered, { type: 'EmailVerified', data: { userId: USER_ID, email: 'ana@example.com' } }])
        .when({ type: 'VerifyEmail', verificacaoId: 'ver-1' })
        .then([]);
    });

    it('asking for a new link records the event with the new id', () => {
      given([registered])
        .when({ type: 'RequestEmailVerification', verificacaoId: 'ver-2' })
        .then([{ type: 'EmailVerificationRequested', data: { userId: USER_ID, verificacaoId: 'ver-2' } }]);
    });

    it('sends no new link to whoever already verified their e-mail', () => {
      given([registered, { type: 'EmailVerified', data: { userId: USER_ID, email: 'ana@example.com' } }])
        .when({ type: 'RequestEmailVerification', verificacaoId: 'ver-2' })
        .then([]);
    });

    it('a newer link replaces the old one, and the deadline counts from the new request', () => {
      const history = [
        at(new Date(NOW.getTime() - 10 * DAY).toISOString(), registered),
        at(new Date(NOW.getTime() - DAY).toISOString(), {
          type: 'EmailVerificationRequested',
          data: { userId: USER_ID, verificacaoId: 'ver-2' },
        } as UserEvent),
      ];
      given(history).when({ type: 'VerifyEmail', verificacaoId: 'ver-1' }).then('INVALID_OR_EXPIRED_TOKEN');
      given(history)
        .when({ type: 'VerifyEmail', verificacaoId: 'ver-2' })
        .then([{ type: 'EmailVerified', data: { userId: USER_ID, email: 'ana@example.com' } }]);
    });
  });

  describe('password reset', () => {
    it('the request expires ttlMinutes from now', () => {
      given([registered])
        .when({ type: 'RequestPasswordReset', requestId: 'r-1', ttlMinutes: 30 })
        .then([{ type: 'PasswordResetRequested', data: { userId: USER_ID, requestId: 'r-1', expiresAt: '2025-06-01T12:30:00.000Z' } }]);
    });

    it('with a valid request changes the password and records which request was used', () => {
      given([registered, resetRequested('r-1', IN_ONE_HOUR)])
        .when({ type: 'ResetPassword', requestId: 'r-1', passwordHash: 'hash-novo' })
        .then([{ type: 'PasswordChanged', data: { userId: USER_ID, passwordHash: 'hash-novo', resetRequestId: 'r-1' } }]);
    });

    it('refuses an unknown request', () => {
      given([registered, resetRequested('r-1', IN_ONE_HOUR)])
        .when({ type: 'ResetPassword', requestId: 'r-x', passwordHash: 'h' })
        .then('INVALID_OR_EXPIRED_TOKEN');
    });

    it('refuses an expired request', () => {
      const expired = new Date(NOW.getTime() - 1).toISOString();
      given([registered, resetRequested('r-1', expired)])
        .when({ type: 'ResetPassword', requestId: 'r-1', passwordHash: 'h' })
        .then('INVALID_OR_EXPIRED_TOKEN');
    });

    it('refuses a request already used', () => {
      given([registered, resetRequested('r-1', IN_ONE_HOUR), passwordChanged('r-1')])
        .when({ type: 'ResetPassword', requestId: 'r-1', passwordHash: 'h' })
        .then('INVALID_OR_EXPIRED_TOKEN');
    });

    it('a password change uses up every pending request', () => {
      given([registered, resetRequested('r-1', IN_ONE_HOUR), resetRequested('r-2', IN_ONE_HOUR), passwordChanged('r-1')])
        .when({ type: 'ResetPassword', requestId: 'r-2', passwordHash: 'h' })
        .then('INVALID_OR_EXPIRED_TOKEN');
      given([registered, resetRequested('r-1', IN_ONE_HOUR), passwordChanged(null)])
        .when({ type: 'ResetPassword', requestId: 'r-1', passwordHash: 'h' })
        .then('INVALID_OR_EXPIRED_TOKEN');
    });

    it('a request made after the password change still holds', () => {
      given([registered, resetRequested('r-1', IN_ONE_HOUR), passwordChanged(null), resetRequested('r-2', IN_ONE_HOUR)])
        .when({ type: 'ResetPassword', requestId: 'r-2', passwordHash: 'h' })
        .then([{ type: 'PasswordChanged', data: { userId: USER_ID, passwordHash: 'h', resetRequestId: 'r-2' } }]);
    });

    it('the password change marks the instant from which sessions hold', () => {
      const changedAt = '2025-06-01T11:30:00.000Z';
      const state = fold(userDecider, [
        { ...registered, at: EARLIER },
        { ...passwordChanged(null), at: changedAt },
      ]);
      expect(state.sessionsValidFrom).toBe(changedAt);
      expect(state.passwordHash).toBe('hash-2');
    });

    it('changing the password while signed in records PasswordChanged with no reset request', () => {
      given([registered])
        .when({ type: 'ChangePassword', passwordHash: 'hash-novo' })
        .then([{ type: 'PasswordChanged', data: { userId: USER_ID, passwordHash: 'hash-novo', resetRequestId: null } }]);
    });

    it('a disabled account asking for a reset gets no link (and no error reveals it)', () => {
      given([registered, disabled]).when({ type: 'RequestPasswordReset', requestId: 'r-1', ttlMinutes: 30 }).then([]);
    });

    it('a disabled account cannot reset its password with a link asked for before', () => {
      given([registered, resetRequested('r-1', IN_ONE_HOUR), disabled])
        .when({ type: 'ResetPassword', requestId: 'r-1', passwordHash: 'h' })
        .then('USER_DISABLED');
    });
  });

  describe('profile', () => {
    it('records only the fields that change', () => {
      given([registered])
        .when({ type: 'UpdateProfile', changes: { nome: 'Ana', sobrenome: 'Lima', bio: 'oi', username: 'ana' } })
        .then([{ type: 'ProfileUpdated', data: { userId: USER_ID, changes: { sobrenome: 'Lima', bio: 'oi' } } }]);
    });

    it('records nothing when nothing changes', () => {
      given([registered]).when({ type: 'UpdateProfile', changes: { nome: 'Ana', username: 'ana', photoURL: null } }).then([]);
      given([registered]).when({ type: 'UpdateProfile', changes: {} }).then([]);
    });

    it('compares with the profile as already changed, username included', () => {
      const updated: UserEvent = {
        type: 'ProfileUpdated',
        data: { userId: USER_ID, changes: { username: 'ana.souza', photoURL: '/uploads/a.png' } },
      };
      given([registered, updated]).when({ type: 'UpdateProfile', changes: { username: 'ana.souza', photoURL: '/uploads/a.png' } }).then([]);
      given([registered, updated])
        .when({ type: 'UpdateProfile', changes: { username: 'ana', photoURL: null } })
        .then([{ type: 'ProfileUpdated', data: { userId: USER_ID, changes: { username: 'ana', photoURL: null } } }]);
    });
  });

  describe('roles and disabling', () => {
    it('records only the roles that change', () => {
      given([registered, { type: 'UserRolesChanged', data: { userId: USER_ID, isPro: true } }])
        .when({ type: 'ChangeRoles', roles: { isPro: true, isAdmin: true, verified: false } })
        .then([{ type: 'UserRolesChanged', data: { userId: USER_ID, isAdmin: true } }]);
    });

    it('records nothing when the roles already are those', () => {
      given([registered]).when({ type: 'ChangeRoles', roles: { isPro: false, isAdmin: false } }).then([]);
    });

    it('keeps the admin\'s reason with the roles, and the reason does not become a role', () => {
      given([registered])
        .when({ type: 'ChangeRoles', roles: { verified: true }, motivo: 'Documentos conferidos' })
        .then([{ type: 'UserRolesChanged', data: { userId: USER_ID, verified: true, motivo: 'Documentos conferidos' } }]);
      const state = fold(userDecider, [registered, { type: 'UserRolesChanged', data: { userId: USER_ID, isPro: true, motivo: 'Plano pago' } }]);
      expect(state.roles).toEqual({ isPro: true, isAdmin: false, verified: false });
      given([registered]).when({ type: 'ChangeRoles', roles: { isPro: false }, motivo: 'nada muda' }).then([]);
    });

    it('re-enabling keeps the reason when there is one', () => {
      given([registered, disabled]).when({ type: 'EnableUser', motivo: 'Contestação aceita' }).then([{ type: 'UserEnabled', data: { userId: USER_ID, motivo: 'Contestação aceita' } }]);
    });

    it('disabling is idempotent', () => {
      given([registered])
        .when({ type: 'DisableUser', motivo: 'spam' })
        .then([{ type: 'UserDisabled', data: { userId: USER_ID, motivo: 'spam' } }]);
      given([registered, disabled]).when({ type: 'DisableUser', motivo: 'de novo' }).then([]);
    });

    it('re-enabling is idempotent', () => {
      given([registered, disabled]).when({ type: 'EnableUser' }).then([{ type: 'UserEnabled', data: { userId: USER_ID } }]);
      given([registered]).when({ type: 'EnableUser' }).then([]);
      given([registered, disabled, { type: 'UserEnabled', data: { userId: USER_ID } }]).when({ type: 'EnableUser' }).then([]);
    });

    it('disabling ends the sessions open up to that instant', () => {
      const disabledAt = '2025-06-01T11:45:00.000Z';
      const state = fold(userDecider, [
        { ...registered, at: EARLIER },
        { ...disabled, at: disabledAt },
      ]);
      expect(state.sessionsValidFrom).toBe(disabledAt);
    });
  });

  describe('outside identities', () => {
    const google = { provider: 'google', subject: 'g-123' };
    const linked = (identity = google): UserEvent => ({ type: 'IdentityLinked', data: { userId: USER_ID, ...identity, email: 'ana@gmail.example' } });
    const withIdentity: UserCommand = {
      type: 'RegisterWithIdentity',
      userId: USER_ID,
      email: 'ana@gmail.example',
      username: 'ana.souza',
      nome: 'Ana',
      sobrenome: 'Souza',
      verificacaoId: 'ver-1',
      identity: { ...google, email: 'ana@gmail.example' },
      emailVerified: true,
    };
    const signedUpByGoogle: UserEvent = {
      type: 'UserRegistered',
      data: { userId: USER_ID, email: 'ana@gmail.example', username: 'ana.souza', nome: 'Ana', sobrenome: 'Souza', passwordHash: null, verificacaoId: 'ver-1' },
    };

    it('signs up without a password, linked to the identity, the e-mail confirmed when the provider verified it', () => {
      given([])
        .when(withIdentity)
        .then([signedUpByGoogle, linked(), { type: 'EmailVerified', data: { userId: USER_ID, email: 'ana@gmail.example' } }]);
    });

    it('leaves the e-mail unconfirmed when the provider did not verify it', () => {
      given([]).when({ ...withIdentity, emailVerified: false }).then([signedUpByGoogle, linked()]);
    });

    it('links an identity once: linking it again records nothing', () => {
      given([registered]).when({ type: 'LinkIdentity', identity: { ...google, email: 'ana@gmail.example' } }).then([linked()]);
      given([registered, linked()]).when({ type: 'LinkIdentity', identity: { ...google, email: 'outro@gmail.example' } }).then([]);
    });

    it('links nothing to a disabled account', () => {
      given([registered, disabled]).when({ type: 'LinkIdentity', identity: { ...google, email: null } }).then('USER_DISABLED');
    });

    it('unlinks an identity from an account that has a password', () => {
      given([registered, linked()]).when({ type: 'UnlinkIdentity', identity: google }).then([{ type: 'IdentityUnlinked', data: { userId: USER_ID, ...google } }]);
    });

    it('refuses to unlink the only way in: no password and a single identity', () => {
      const error = given([signedUpByGoogle, linked()]).when({ type: 'UnlinkIdentity', identity: google }).error();
      expect(error.code).toBe('LAST_SIGN_IN_METHOD');
      expect(error.message).toMatch(/única forma de entrar/);
    });

    it('unlinks one of two identities, or the only one once a password is set', () => {
      const other = { provider: 'empresa', subject: 'e-9' };
      given([signedUpByGoogle, linked(), linked(other)]).when({ type: 'UnlinkIdentity', identity: google }).then([{ type: 'IdentityUnlinked', data: { userId: USER_ID, ...google } }]);
      given([signedUpByGoogle, linked(), passwordChanged('r-1')]).when({ type: 'UnlinkIdentity', identity: google }).then([{ type: 'IdentityUnlinked', data: { userId: USER_ID, ...google } }]);
    });

    it('refuses to unlink an identity the account does not have', () => {
      given([registered, linked(), { type: 'IdentityUnlinked', data: { userId: USER_ID, ...google } }]).when({ type: 'UnlinkIdentity', identity: google }).then('IDENTITY_NOT_FOUND');
    });
  });
});

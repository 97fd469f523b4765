import type { Decider } from '../../../platform/ddd/decider';
import { accountErrors } from './user.errors';
import type { ProActivated, ProExpired } from '../../plans/domain/subscription.events';
import type { IdentityLinked, ProfileChanges, Roles, UserEvent } from './user.events';

export type UserCommand =
  | {
      type: 'RegisterUser';
      userId: string;
      email: string;
      username: string;
      nome: string;
      sobrenome: string;
      passwordHash: string;
      verificacaoId: string;
    }
  | {
      /** Sign-up by an outside identity: no password; the e-mail is confirmed when the provider verified it. */
      type: 'RegisterWithIdentity';
      userId: string;
      email: string;
      username: string;
      nome: string;
      sobrenome: string;
      verificacaoId: string;
      identity: OutsideIdentityRef & { email: string | null };
      emailVerified: boolean;
    }
  | { type: 'LinkIdentity'; identity: OutsideIdentityRef & { email: string | null } }
  | { type: 'UnlinkIdentity'; identity: OutsideIdentityRef }
  | { type: 'RequestEmailVerification'; verificacaoId: string }
  | { type: 'VerifyEmail'; verificacaoId: string }
  | { type: 'RequestPasswordReset'; requestId: string; ttlMinutes: number }
  | { type: 'ResetPassword'; requestId: string; passwordHash: string }
  | { type: 'ChangePassword'; passwordHash: string }
  | { type: 'UpdateProfile'; changes: ProfileChanges }
  | { type: 'ChangeRoles'; roles: Partial<Roles>; motivo?: string | null }
  | { type: 'DisableUser'; motivo: string | null }
  | { type: 'EnableUser'; motivo?: string | null };

/** An identity at an OpenID Connect provider: the provider's name here and its `sub`. */
export interface OutsideIdentityRef {
  provider: string;
  subject: string;
}

export interface UserState {
  exists: boolean;
  userId: string | null;
  email: string | null;
  username: string | null;
  passwordHash: string | null;
  emailVerified: boolean;
  verificacaoId: string | null;
  verificacaoAt: string | null;
  resetRequests: Record<string, { expiresAt: string; used: boolean }>;
  /** Sessions started before this time are no longer valid (password changed, disabled). */
  sessionsValidFrom: string | null;
  disabled: boolean;
  roles: Roles;
  profile: { nome: string; sobrenome: string; bio: string; photoURL: string | null };
  /** The outside identities that sign in to this account. */
  identities: OutsideIdentityRef[];
}

export const initialUserState: UserState = {
  exists: false,
  userId: null,
  email: null,
  username: null,
  passwordHash: null,
  emailVerified: false,
  verificacaoId: null,
  verificacaoAt: null,
  resetRequests: {},
  sessionsValidFrom: null,
  disabled: false,
  roles: { isPro: false, isAdmin: false, verified: false },
  profile: { nome: '', sobrenome: '', bio: '', photoURL: null },
  identities: [],
};

/** Verification links stay valid this long; a new one can be requested. */
export const VERIFICATION_TTL_DAYS = 7;

function decide(command: UserCommand, state: UserState, { now }: { now: Date }): UserEvent[] {
  if (command.type === 'RegisterUser') {
    if (state.exists) throw accountErrors.alreadyRegistered();
    const { type: _type, ...data } = command;
    return [{ type: 'UserRegistered', data }];
  }
  if (command.type === 'RegisterWithIdentity') {
    if (state.exists) throw accountErrors.alreadyRegistered();
    const { userId, email, username, nome, sobrenome, verificacaoId, identity } = command;
    return [
      { type: 'UserRegistered', data: { userId, email, username, nome, sobrenome, passwordHash: null, verificacaoId } },
      identityLinked(userId, identity),
      ...(command.emailVerified ? [{ type: 'EmailVerified' as const, data: { userId, email } }] : []),
    ];
  }
  if (!state.exists || !state.userId) throw accountErrors.userNotFound();
  const userId = state.userId;

  switch (command.type) {
    case 'RequestEmailVerification':
      if (state.emailVerified) return [];
      return [{ type: 'EmailVerificationRequested', data: { userId, verificacaoId: command.verificacaoId } }];

    case 'VerifyEmail': {
      if (state.verificacaoId !== command.verificacaoId) throw accountErrors.invalidToken();
      if (state.emailVerified) return [];
      const issued = Date.parse(state.verificacaoAt ?? '');
      if (now.getTime() - issued > VERIFICATION_TTL_DAYS * 86_400_000) throw accountErrors.invalidToken();
      return [{ type: 'EmailVerified', data: { userId, email: state.email ?? '' } }];
    }

    case 'RequestPasswordReset': {
      // A disabled account gets no link, but the caller must not learn that (always 202).
      if (state.disabled) return [];
      const expiresAt = new Date(now.getTime() + command.ttlMinutes * 60_000).toISOString();
      return [{ type: 'PasswordResetRequested', data: { userId, requestId: command.requestId, expiresAt } }];
    }

    case 'ResetPassword': {
      const request = state.resetRequests[command.requestId];
      if (!request || request.used || Date.parse(request.expiresAt) < now.getTime()) throw accountErrors.invalidToken();
      if (state.disabled) throw accountErrors.userDisabled();
      return [{ type: 'PasswordChanged', data: { userId, passwordHash: command.passwordHash, resetRequestId: command.requestId } }];
    }

    case 'ChangePassword':
      return [{ type: 'PasswordChanged', data: { userId, passwordHash: command.passwordHash, resetRequestId: null } }];

    case 'UpdateProfile': {
      const changes = Object.fromEntries(
        Object.entries(command.changes).filter(
          ([key, value]) => value !== undefined && value !== (key === 'username' ? state.username : state.profile[key as keyof UserState['profile']]),
        ),
      );
      return Object.keys(changes).length === 0 ? [] : [{ type: 'ProfileUpdated', data: { userId, changes } }];
    }

    case 'ChangeRoles': {
      const changed = Object.fromEntries(
        Object.entries(command.roles).filter(([key, value]) => value !== undefined && state.roles[key as keyof Roles] !== value),
      );
      const why = command.motivo ? { motivo: command.motivo } : {};
      return Object.keys(changed).length === 0 ? [] : [{ type: 'UserRolesChanged', data: { userId, ...changed, ...why } }];
    }

    case 'DisableUser':
      return state.disabled ? [] : [{ type: 'UserDisabled', data: { userId, motivo: command.motivo } }];

    case 'EnableUser':
      return state.disabled ? [{ type: 'UserEnabled', data: { userId, ...(command.motivo ? { motivo: command.motivo } : {}) } }] : [];

    case 'LinkIdentity':
      if (state.disabled) throw accountErrors.userDisabled();
      return hasIdentity(state, command.identity) ? [] : [identityLinked(userId, command.identity)];

    case 'UnlinkIdentity': {
      if (!hasIdentity(state, command.identity)) throw accountErrors.identityNotFound();
      // Without a password, the last identity is the only way in: unlinking it would lock the person out.
      if (state.passwordHash === null && state.identities.length === 1) throw accountErrors.lastSignInMethod();
      const { provider, subject } = command.identity;
      return [{ type: 'IdentityUnlinked', data: { userId, provider, subject } }];
    }
  }
}

const sameIdentity = (a: OutsideIdentityRef, b: OutsideIdentityRef) => a.provider === b.provider && a.subject === b.subject;
const hasIdentity = (state: UserState, identity: OutsideIdentityRef) => state.identities.some((i) => sameIdentity(i, identity));
const identityLinked = (userId: string, { provider, subject, email }: OutsideIdentityRef & { email: string | null }): IdentityLinked => ({
  type: 'IdentityLinked',
  data: { userId, provider, subject, email },
});

/** `at` is the event's recorded time, needed for the session and link validity windows. */
export function evolveUser(state: UserState, event: (UserEvent | ProActivated | ProExpired) & { at?: string }): UserState {
  const at = event.at ?? null;
  switch (event.type) {
    case 'UserRegistered': {
      const d = event.data;
      return {
        ...state,
        exists: true,
        userId: d.userId,
        email: d.email,
        username: d.username,
        passwordHash: d.passwordHash,
        verificacaoId: d.verificacaoId,
        verificacaoAt: at,
        profile: { ...state.profile, nome: d.nome, sobrenome: d.sobrenome },
      };
    }
    case 'EmailVerificationRequested':
      return { ...state, verificacaoId: event.data.verificacaoId, verificacaoAt: at };
    case 'EmailVerified':
      return { ...state, emailVerified: true };
    case 'PasswordResetRequested':
      return {
        ...state,
        resetRequests: { ...state.resetRequests, [event.data.requestId]: { expiresAt: event.data.expiresAt, used: false } },
      };
    case 'PasswordChanged': {
      // Any password change spends every pending reset link and ends every open session.
      const spent = Object.fromEntries(Object.entries(state.resetRequests).map(([id, r]) => [id, { ...r, used: true }]));
      return { ...state, passwordHash: event.data.passwordHash, resetRequests: spent, sessionsValidFrom: at };
    }
    case 'ProfileUpdated': {
      const { username, ...profile } = event.data.changes;
      return { ...state, username: username ?? state.username, profile: { ...state.profile, ...profile } };
    }
    case 'UserRolesChanged': {
      const { userId: _id, motivo: _motivo, ...roles } = event.data;
      return { ...state, roles: { ...state.roles, ...roles } };
    }
    case 'UserDisabled':
      return { ...state, disabled: true, sessionsValidFrom: at };
    case 'UserEnabled':
      return { ...state, disabled: false };
    case 'IdentityLinked': {
      const { provider, subject } = event.data;
      return { ...state, identities: [...state.identities.filter((i) => !sameIdentity(i, event.data)), { provider, subject }] };
    }
    case 'IdentityUnlinked':
      return { ...state, identities: state.identities.filter((i) => !sameIdentity(i, event.data)) };
    // Plans' entitlement events, recorded on this stream, set the Pro flag (issue 12).
    case 'ProActivated':
      return { ...state, roles: { ...state.roles, isPro: true } };
    case 'ProExpired':
      return { ...state, roles: { ...state.roles, isPro: false } };
    default:
      // The user stream also records other modules' events about this user (social's
      // UserFollowed, UserUnfollowed): they change nothing here.
      return state;
  }
}

export const userDecider: Decider<UserCommand, UserEvent, UserState> = {
  initialState: initialUserState,
  decide,
  evolve: evolveUser,
};

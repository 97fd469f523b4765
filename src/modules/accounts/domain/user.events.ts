import type { DomainEvent } from '../../../platform/ddd/decider';

/** The published event contract of accounts: other modules may import only this file. */
export const userStream = (userId: string) => `user-${userId}`;

export type UserRegistered = DomainEvent<
  'UserRegistered',
  {
    userId: string;
    email: string;
    username: string;
    nome: string;
    sobrenome: string;
    /** null: the account was made by signing in with an outside identity and has no password yet. */
    passwordHash: string | null;
    verificacaoId: string;
  }
>;
export type EmailVerificationRequested = DomainEvent<'EmailVerificationRequested', { userId: string; verificacaoId: string }>;
export type EmailVerified = DomainEvent<'EmailVerified', { userId: string; email: string }>;
export type PasswordResetRequested = DomainEvent<'PasswordResetRequested', { userId: string; requestId: string; expiresAt: string }>;
export type PasswordChanged = DomainEvent<'PasswordChanged', { userId: string; passwordHash: string; resetRequestId: string | null }>;
export type ProfileChanges = Partial<{ nome: string; sobrenome: string; bio: string; photoURL: string | null; username: string }>;
export type ProfileUpdated = DomainEvent<'ProfileUpdated', { userId: string; changes: ProfileChanges }>;
export type Roles = { isPro: boolean; isAdmin: boolean; verified: boolean };
/** `motivo`: why an admin changed them (absent when the command line granted admin). */
export type UserRolesChanged = DomainEvent<'UserRolesChanged', { userId: string; motivo?: string | null } & Partial<Roles>>;
export type UserDisabled = DomainEvent<'UserDisabled', { userId: string; motivo: string | null }>;
export type UserEnabled = DomainEvent<'UserEnabled', { userId: string; motivo?: string | null }>;
/**
 * An outside identity (an OpenID Connect provider's `sub` for this person) now signs in to the
 * account; `email` is what the provider said when it was linked, shown beside it.
 */
export type IdentityLinked = DomainEvent<'IdentityLinked', { userId: string; provider: string; subject: string; email: string | null }>;
export type IdentityUnlinked = DomainEvent<'IdentityUnlinked', { userId: string; provider: string; subject: string }>;

export type UserEvent =
  | UserRegistered
  | EmailVerificationRequested
  | EmailVerified
  | PasswordResetRequested
  | PasswordChanged
  | ProfileUpdated
  | UserRolesChanged
  | UserDisabled
  | UserEnabled
  | IdentityLinked
  | IdentityUnlinked;

/**
 * Sign-ups refused by a fraud rule, one stream per refused domain: the moderation trail shows
 * which throwaway services are tried and how often. Only the domain is kept, never the
 * address, and never the IP (it would be personal data kept for no decision).
 */
export const signUpRefusalStream = (domain: string) => `signup-refusal-${domain}`;
export type SignUpRefused = DomainEvent<'SignUpRefused', { dominio: string; motivo: 'DISPOSABLE_EMAIL' }>;

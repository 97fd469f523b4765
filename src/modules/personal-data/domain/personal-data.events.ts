import type { DomainEvent } from '../../../platform/ddd/decider';

/** The published event contract of personal data (LGPD art. 18): one stream per account. */
export const personalDataStream = (userId: string) => `personal-data-${userId}`;

/**
 * How the person proved it was them: their password, checked by the handler before deciding.
 * (An account with no password sets one first through "Esqueci minha senha": docs/personal-data.md.)
 */
export type ErasureProof = 'senha';

/**
 * The person erased their account. Recorded before their key is destroyed, so every process
 * reading the log drops the key it cached, and the job that makes the read store forget them
 * is enqueued from it. Holds ids only.
 */
export type AccountErased = DomainEvent<'AccountErased', { userId: string; comprovacao: ErasureProof; inscricoesRetiradas: string[] }>;

export type PersonalDataEvent = AccountErased;

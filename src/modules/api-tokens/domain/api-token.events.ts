import type { DomainEvent } from '../../../platform/ddd/decider';

/**
 * The published event contract of API tokens: one stream per owner, holding all of their
 * tokens, so the per-person limit is decided on one consistent state.
 */
export const apiTokensStream = (ownerId: string) => `apitokens-${ownerId}`;

export const API_TOKEN_SCOPES = ['giveaways:read', 'entries:read', 'draws:read'] as const;
export type ApiTokenScope = (typeof API_TOKEN_SCOPES)[number];

/**
 * `hash` is the SHA-256 (hex) of the whole token; the token itself is shown once and recorded
 * nowhere. 32 random bytes make the hash useless to guess from.
 */
export type ApiTokenCreated = DomainEvent<'ApiTokenCreated', { tokenId: string; ownerId: string; nome: string; escopos: ApiTokenScope[]; hash: string }>;
export type ApiTokenRevoked = DomainEvent<'ApiTokenRevoked', { tokenId: string; ownerId: string }>;
/**
 * Last-used times, coalesced: at most one event per owner per flush (a minute), never one per
 * request. `em` is the latest request of the period, to the second.
 */
export type ApiTokensUsed = DomainEvent<'ApiTokensUsed', { ownerId: string; usos: Array<{ tokenId: string; em: string }> }>;
export type ApiTokenEvent = ApiTokenCreated | ApiTokenRevoked | ApiTokensUsed;

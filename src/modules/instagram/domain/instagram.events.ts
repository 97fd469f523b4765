import type { DomainEvent } from '../../../platform/ddd/decider';

/**
 * The published event contract of a person's Instagram connection (issue 15,
 * docs/outside-accounts.md): one stream per person, holding the authorizations they started
 * and the account connected, so a `state` is checked and spent on one consistent state.
 */
export const instagramStream = (userId: string) => `instagram-${userId}`;

/**
 * "Conectar Instagram" was pressed: a one-time `state` was drawn and sent to Instagram's
 * authorization page. Only its SHA-256 (hex) is recorded; it is good until `expiraEm`.
 */
export type InstagramAuthorizationStarted = DomainEvent<'InstagramAuthorizationStarted', { userId: string; estadoHash: string; expiraEm: string }>;
/** A `state` spent without a connection: Instagram refused the code it came back with. */
export type InstagramAuthorizationFailed = DomainEvent<'InstagramAuthorizationFailed', { userId: string; estadoHash: string; motivo: 'codigo-recusado' }>;
/**
 * A professional account connected with the `state` it spent. `tokenCifrado` is the long-lived
 * access token sealed with AES-256-GCM under SECRETS_KEY (platform/secrets/secret-box.ts),
 * bound to the person's id; never the token itself. `expiraEm`: when Instagram says it expires.
 * `conexaoId` names this connection, so a refresh started before a reconnection changes nothing.
 */
export type InstagramConnected = DomainEvent<
  'InstagramConnected',
  { userId: string; conexaoId: string; estadoHash: string; instagramUserId: string; username: string; tokenCifrado: string; expiraEm: string }
>;
/** The refresh job got a new 60-day token for the connection (sealed like the first). */
export type InstagramTokenRefreshed = DomainEvent<'InstagramTokenRefreshed', { userId: string; conexaoId: string; tokenCifrado: string; expiraEm: string }>;
/**
 * The connection ended: the person disconnected (`pessoa`), Instagram refused the token
 * (`token-recusado`, code 190: revoked or expired) or it could no longer be opened (`token-ilegivel`: SECRETS_KEY lost).
 * The read model forgets the sealed token at once.
 */
export type InstagramDisconnected = DomainEvent<
  'InstagramDisconnected',
  { userId: string; conexaoId: string; instagramUserId: string; username: string; motivo: InstagramDisconnectReason }
>;
export type InstagramDisconnectReason = 'pessoa' | 'token-recusado' | 'token-ilegivel';

export type InstagramEvent = InstagramAuthorizationStarted | InstagramAuthorizationFailed | InstagramConnected | InstagramTokenRefreshed | InstagramDisconnected;

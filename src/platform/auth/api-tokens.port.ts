/**
 * The scopes an API token may hold (API.md, "Integrations"). Each read route an integration needs
 * names one with @TokenScope; a route that names none refuses every API token.
 */
export const API_TOKEN_SCOPES = ['giveaways:read', 'entries:read', 'draws:read'] as const;
export type ApiTokenScope = (typeof API_TOKEN_SCOPES)[number];

/** Every API token starts with it, so a bearer is told from an access JWT by its first bytes. */
export const API_TOKEN_PREFIX = 'sor_';

/** Who a valid API token speaks for. */
export interface ApiTokenPrincipal {
  tokenId: string;
  ownerId: string;
  escopos: readonly ApiTokenScope[];
}

/**
 * What authentication must know of API tokens. The platform names no module: the API tokens
 * module implements this port and provides it under API_TOKENS.
 */
export interface ApiTokens {
  /**
   * The token's owner and scopes, or null for an unknown or revoked token. Found by the token's
   * hash, never by comparing secrets. May throw a 429 DomainError once `ip` has sent too many
   * wrong tokens, or a 403 when the owner's plan no longer includes API tokens.
   */
  authenticate(token: string, ip: string): Promise<ApiTokenPrincipal | null>;
  /** The request was let through: counts towards the token's last-used time (cheap, in memory). */
  used(principal: ApiTokenPrincipal, at: Date): void;
}

export const API_TOKENS = Symbol('API_TOKENS');

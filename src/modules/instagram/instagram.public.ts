/**
 * The public surface of instagram: what other modules may use (docs/architecture.md, "Module
 * boundaries"). The published events are in domain/instagram.events.ts. InstagramComments is
 * a provider of InstagramModule (import the module to inject it).
 */

/** The comments and the post of a person's connected account, with their decrypted token, for the import. */
export { InstagramComments } from './application/instagram-comments';
export type { InstagramComment, InstagramCommentsPage, InstagramMediaInfo } from './application/instagram-graph.client';
/** Thrown by InstagramComments besides its DomainErrors: wait and resume, connect again, retry later. */
export { InstagramRateLimited, InstagramTokenExpired, InstagramUnavailable } from './application/instagram-graph.errors';

/**
 * The public surface of social: what other modules may use (docs/architecture.md, "Module
 * boundaries"). Everything else in this folder is private; the published events are in
 * domain/follow.events.ts.
 */

/** The follow graph, read-only: for accounts' GET /api/me (seguidores, seguindo), discovery's feed and suggestions. */
export { FollowReader, type FollowCounts } from './application/read-follows/follow-reader';

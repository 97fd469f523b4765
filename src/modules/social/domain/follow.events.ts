import type { DomainEvent } from '../../../platform/ddd/decider';

/**
 * The published event contract of social: other modules may import only this file. Follows
 * are recorded on the FOLLOWER's user stream (`user-<seguidorId>`, accounts' `userStream`), so
 * one person's follows are decided on one stream and "follow twice" is settled by its revision.
 */
export type UserFollowed = DomainEvent<'UserFollowed', { seguidorId: string; seguidoId: string }>;
export type UserUnfollowed = DomainEvent<'UserUnfollowed', { seguidorId: string; seguidoId: string }>;
export type FollowEvent = UserFollowed | UserUnfollowed;

import type { DomainEvent } from '../../../platform/ddd/decider';

/**
 * The published event contract of spectators: one stream per giveaway and signed-in user,
 * so people joining the same live view never contend for one stream.
 */
export const spectatorStream = (giveawayId: string, userId: string) => `spectator-${giveawayId}_${userId}`;

/** A signed-in user opened the live view of a giveaway (PUT /api/giveaways/:id/spectators). */
export type SpectatorJoined = DomainEvent<'SpectatorJoined', { giveawayId: string; userId: string }>;
/** They left it (DELETE …/spectators, sent when the page is closed or left). */
export type SpectatorLeft = DomainEvent<'SpectatorLeft', { giveawayId: string; userId: string }>;

export type SpectatorEvent = SpectatorJoined | SpectatorLeft;

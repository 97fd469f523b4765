import type { DomainEvent } from '../../../platform/ddd/decider';

/** The published event contract of the entrant list a creator chooses to make public. */
export const entrantListStream = (giveawayId: string) => `entrant-list-${giveawayId}`;

/** The creator made public the entrants committed at the close (this root and count). */
export type EntrantListPublished = DomainEvent<'EntrantListPublished', { giveawayId: string; entrantCount: number; merkleRoot: string }>;

/** The creator took the list down again; the history keeps that it was public. */
export type EntrantListUnpublished = DomainEvent<'EntrantListUnpublished', { giveawayId: string }>;

export type EntrantListEvent = EntrantListPublished | EntrantListUnpublished;

import type { DomainEvent } from '../../../platform/ddd/decider';

/** The published event contract of saved giveaways: one stream per user. */
export const savedStream = (userId: string) => `saved-${userId}`;

export type GiveawaySaved = DomainEvent<'GiveawaySaved', { userId: string; giveawayId: string }>;
export type GiveawayUnsaved = DomainEvent<'GiveawayUnsaved', { userId: string; giveawayId: string }>;
export type SavedEvent = GiveawaySaved | GiveawayUnsaved;

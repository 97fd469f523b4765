import type { DomainEvent } from '../../../platform/ddd/decider';

/**
 * The published event contract of giveaway suspensions. A moderation stream per giveaway,
 * apart from the creator's `giveaway-<id>`: the admins' decisions never contend with the
 * creator's edits, and the giveaways module learns of them through these events.
 */
export const moderationStream = (giveawayId: string) => `moderation-${giveawayId}`;

/** Hidden from public lists (reversible). `reportId` when a procedente report asked for it. */
export type GiveawaySuspended = DomainEvent<'GiveawaySuspended', { giveawayId: string; motivo: string; by: string | null; reportId: string | null }>;
export type GiveawayReinstated = DomainEvent<'GiveawayReinstated', { giveawayId: string; motivo: string; by: string | null }>;

export type SuspensionEvent = GiveawaySuspended | GiveawayReinstated;

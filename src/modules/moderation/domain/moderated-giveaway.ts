/**
 * What moderation's deciders need to know of a giveaway. The handlers fill it from the
 * giveaways module's lifecycle fold, read from the event store (moderatedGiveawayOf): a
 * decision on a giveaway deleted a moment ago is refused at once, whatever the projection lag.
 */
export interface ModeratedGiveaway {
  /** Created and not deleted. */
  present: boolean;
  /** Present and in a status anyone can see (giveaways' PUBLIC_STATUSES): only those can be reported. */
  isPublic: boolean;
  criadorId: string | null;
}

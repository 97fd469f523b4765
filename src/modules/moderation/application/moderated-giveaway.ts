import { GiveawayLifecycle, isPresent, isPublic } from '../../giveaways/giveaways.public';
import type { ModeratedGiveaway } from '../domain/moderated-giveaway';

/** The deciders' view of a giveaway, from the one lifecycle fold of the giveaways module. */
export const moderatedGiveawayOf = (giveaway: GiveawayLifecycle): ModeratedGiveaway => ({
  present: isPresent(giveaway),
  isPublic: isPublic(giveaway),
  criadorId: giveaway.criadorId,
});

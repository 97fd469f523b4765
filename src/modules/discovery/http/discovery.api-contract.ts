import type { Answers, GiveawayCard, SavedGiveaway, Win } from '@sorteios/api-contract';
import type { GiveawayCard as ServerGiveawayCard } from '../../giveaways/giveaways.public';
import type { SavedGiveaway as ServerSavedGiveaway } from '../application/saved-list/saved-list';
import type { Win as ServerWin } from '../application/wins/wins';

/*
 * What discovery's answers promise the SPA (@sorteios/api-contract), checked at compile time:
 * a field renamed, retyped or dropped here fails `npm run typecheck`. GET /api/creators/popular
 * answers the contract's PopularCreator itself, so it needs no line here.
 */

/** The items of GET /api/me/feed and the cards inside saved and won giveaways. */
export type GiveawayCardAnswer = Answers<GiveawayCard, ServerGiveawayCard>;
/** GET /api/me/saved. */
export type SavedGiveawayAnswer = Answers<SavedGiveaway, ServerSavedGiveaway>;
/** GET /api/me/wins. */
export type WinAnswer = Answers<Win, ServerWin>;

import type { Answers, FieldType, FormField, Giveaway, GiveawayStatus } from '@sorteios/api-contract';
import type { PublicGiveaway } from '../application/get-giveaway/giveaway-reader';
import type { FieldType as ServerFieldType, FormField as ServerFormField, GiveawayStatus as ServerGiveawayStatus } from '../domain/giveaway.events';

/*
 * What giveaways' answers promise the SPA (@sorteios/api-contract), checked at compile time:
 * a field renamed, retyped or dropped here fails `npm run typecheck`.
 */

/** GET /api/giveaways/:id and every item of the giveaway lists. */
export type GiveawayAnswer = Answers<Giveaway, PublicGiveaway>;
export type FormFieldAnswer = Answers<FormField, ServerFormField>;

/** The SPA lists every status and field type (filters, form builder): the unions are equal. */
export type GiveawayStatusAnswer = Answers<GiveawayStatus, ServerGiveawayStatus>;
export type GiveawayStatusListed = Answers<ServerGiveawayStatus, GiveawayStatus>;
export type FieldTypeAnswer = Answers<FieldType, ServerFieldType>;
export type FieldTypeListed = Answers<ServerFieldType, FieldType>;

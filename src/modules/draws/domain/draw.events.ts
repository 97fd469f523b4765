import type { DomainEvent } from '../../../platform/ddd/decider';
import type { Receipt } from './verifiable-draw/receipt';

/** The published event contract of draws: one stream per giveaway. */
export const drawStream = (giveawayId: string) => `draw-${giveawayId}`;

/**
 * Recorded right after the close: the entrant commitment and the seed commitment. The salt
 * and the server seed stay in the log but the API shows them only in the receipt, after the draw.
 */
export type DrawCommitted = DomainEvent<
  'DrawCommitted',
  { giveawayId: string; closePosition: number; entrantCount: number; merkleRoot: string; seedCommitment: string; salt: string; serverSeed: string }
>;

export type Vencedor = { entryId: string; nome: string; email: string };

/** The draw, as one decision: the whole receipt (its drawPosition is this event's position). */
export type WinnersDrawn = DomainEvent<'WinnersDrawn', { giveawayId: string; receipt: Receipt; vencedores: Vencedor[]; suplentes: Vencedor[] }>;

/**
 * A winner replaced by the next unused alternate, in receipt order. WinnersDrawn is never
 * rewritten: the current winners are the initial ones with every replacement applied.
 */
export type WinnerReplaced = DomainEvent<'WinnerReplaced', { giveawayId: string; replacedEntryId: string; byEntryId: string; motivo: string }>;

export type DrawEvent = DrawCommitted | WinnersDrawn | WinnerReplaced;

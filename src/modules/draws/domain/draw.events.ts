import type { DomainEvent } from '../../../platform/ddd/decider';
import type { AnyDrawReceipt } from '@sorteios/verifiable-draw';

/** The published event contract of draws: one stream per giveaway. */
export const drawStream = (giveawayId: string) => `draw-${giveawayId}`;

/**
 * The public randomness fixed at the close: the drand round (one not yet published when the
 * commitment was written) or the date of the Loteria Federal draw whose result will be used.
 */
export type FonteComprometida =
  | { source: 'drand'; chainHash: string; round: number; publicaEm: string }
  | { source: 'loteria-federal'; date: string };

/**
 * Recorded right after the close: the entrant commitment and the seed commitment. The salt
 * and the server seed stay in the log but the API shows them only in the receipt, after the draw.
 */
export type DrawCommitted = DomainEvent<
  'DrawCommitted',
  {
    giveawayId: string;
    closePosition: number;
    entrantCount: number;
    merkleRoot: string;
    seedCommitment: string;
    salt: string;
    serverSeed: string;
    /** Absent in commitments recorded before public randomness existed: read it as null. */
    fonteAleatoriedade?: FonteComprometida | null;
    /** SHA-256(salt), public from the close so the receipt's salt can be checked; absent in older commitments. */
    saltCommitment?: string;
    /**
     * A version-2 giveaway's entry log as the close fixed it (docs/verifiable-draws.md § V2.7):
     * its final tree and the leaves withdrawn; the salt is then the publication's, so
     * saltCommitment is the one published with the giveaway. Absent for version 1.
     */
    registro?: { versao: 2; treeSize: number; root: string; excluidos: number[] };
  }
>;

/**
 * A winner or alternate. `participanteId` is the person who made the entry, so readers need
 * not look the entry up. It is absent from WinnersDrawn recorded before it existed: read every
 * WinnersDrawn through upcastWinnersDrawn (draw-upcasters.ts, also in draws.public.ts), where
 * such an old entry's participant reads as null unless the reader supplies it. `email` is null
 * for an entry imported from an Instagram comment (its `nome` is then "@username").
 */
export type Vencedor = { entryId: string; participanteId: string | null; nome: string; email: string | null };

/**
 * The draw, as one decision: the whole receipt (its drawPosition is this event's position), of
 * version 1 or, for a giveaway with an entry log, version 2 (docs/verifiable-draws.md § V2.12).
 */
export type WinnersDrawn = DomainEvent<'WinnersDrawn', { giveawayId: string; receipt: AnyDrawReceipt; vencedores: Vencedor[]; suplentes: Vencedor[] }>;

/**
 * A winner replaced by the next unused alternate, in receipt order. WinnersDrawn is never
 * rewritten: the current winners are the initial ones with every replacement applied.
 */
export type WinnerReplaced = DomainEvent<'WinnerReplaced', { giveawayId: string; replacedEntryId: string; byEntryId: string; motivo: string }>;

export type DrawEvent = DrawCommitted | WinnersDrawn | WinnerReplaced;

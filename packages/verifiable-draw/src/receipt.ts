import type { HistoryStep } from './history-chain';
import type { ProofStep } from './merkle';
import type { PublicRandomness } from './public-randomness';

/** A winner or alternate as the receipt lists it; rank counts from 1 across both lists. */
export interface RankedEntrant {
  rank: number;
  /** Position of the entry in the committed order (0-based): the leaf index. */
  index: number;
  entryId: string;
  participantHash: string;
  leaf: string;
  proof: ProofStep[];
}

export type Guarantee = 'operator-trusted-at-close' | 'public-randomness-after-close';

/** What a person is told each guarantee means. */
export const GUARANTEE_TEXT: Record<Guarantee, string> = {
  'operator-trusted-at-close':
    'A lista de participantes e a semente secreta foram registradas no encerramento e não puderam mudar depois; ' +
    'como o organizador já conhecia a semente ao encerrar, é preciso confiar que ele não a escolheu para favorecer alguém.',
  'public-randomness-after-close':
    'A lista de participantes e a semente secreta foram registradas no encerramento, e o resultado também depende de um ' +
    'número público sorteado depois dele: nem o organizador podia prever ou escolher os ganhadores.',
};

/** Everything needed to recompute and check the draw, and nothing personal. */
export interface Receipt {
  algorithm: string;
  version: number;
  giveawayId: string;
  entrantCount: number;
  merkleRoot: string;
  salt: string;
  seedCommitment: string;
  serverSeed: string;
  publicRandomness: PublicRandomness | null;
  drawSeed: string;
  quantidade: number;
  suplentes: number;
  winners: RankedEntrant[];
  alternates: RankedEntrant[];
  /** Global log positions of the close and of the draw events, once the lead wires them. */
  closePosition: number | null;
  drawPosition: number | null;
  guarantee: Guarantee;
  guaranteeText: string;
  /**
   * The close's commitment as the public history recorded it (its DrawCommitted step), so the
   * receipt names the one commitment it answers. Absent from receipts made before it existed.
   */
  commitmentStep?: CommitmentStep;
  /** How many replacements this draw allows, fixed before anyone knew the result. */
  maxSubstituicoes?: number;
  /** The replacements made after the draw, in log order. */
  substituicoes?: Replacement[];
}

/**
 * The DrawCommitted step of the giveaway's public history (docs/verifiable-draws.md § 12).
 * `signature` is reserved for the log key's signature over this binding (version 2); in
 * version 1 it is absent or null and nothing checks it.
 */
export interface CommitmentStep extends HistoryStep {
  type: 'DrawCommitted';
  signature?: null;
}

/**
 * One replacement: the winner holding slot `winnerRank` (the original winner or an earlier
 * replacement) gave way to the alternate of rank `byRank`. `position` is the WinnerReplaced
 * event's place in the global log, `at` its time.
 */
export interface Replacement {
  winnerRank?: number;
  replacedEntryId: string;
  byRank?: number;
  byEntryId: string;
  motivo: string;
  position: number;
  at: string;
}

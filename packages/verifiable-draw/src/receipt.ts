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
}

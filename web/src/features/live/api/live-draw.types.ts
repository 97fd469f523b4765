import type { GiveawayStatus } from '@sorteios/api-contract';

/** The messages of GET /api/giveaways/:id/live (docs/api-giveaways.md § The live view). */
export interface LiveWinner {
  rank: number;
  entryId: string;
  nome: string;
}

export interface LiveCommitment {
  entrantCount: number;
  merkleRoot: string;
  seedCommitment: string;
  closePosition: number;
}

export interface LiveState {
  giveawayId: string;
  titulo: string;
  status: GiveawayStatus;
  dataSorteio: string;
  closedAt: string | null;
  commitment: LiveCommitment | null;
  drawnAt: string | null;
  winners: LiveWinner[];
  spectators: number;
}

export interface ClosedMessage {
  closedAt: string;
  /** null at the moment of the close; the commitment follows a moment later. */
  commitment: LiveCommitment | null;
}

export interface DrawnMessage {
  drawnAt: string;
  winners: LiveWinner[];
}

export interface WinnerReplacedMessage {
  replacedEntryId: string;
  winner: LiveWinner;
  motivo: string;
  winners: LiveWinner[];
}

import type { Decider } from '../../../platform/ddd/decider';
import { drawErrors } from './draw.errors';
import type { DrawCommitted, DrawEvent, FonteComprometida, Vencedor, WinnersDrawn } from './draw.events';
import type { PublicRandomness } from './verifiable-draw/public-randomness';
import type { Receipt } from './verifiable-draw/receipt';

export type DrawCommand =
  | { type: 'CommitDraw'; commitment: DrawCommitted['data'] }
  | { type: 'RecordDraw'; receipt: Receipt; vencedores: Vencedor[]; suplentes: Vencedor[] }
  | { type: 'ReplaceWinner'; entryId: string; motivo: string };

export interface DrawState {
  committed: DrawCommitted['data'] | null;
  drawn: WinnersDrawn['data'] | null;
  /** The initial winners with every replacement applied, in their original places. */
  winners: Vencedor[];
  /** Alternates already called in, by entry id. */
  usedAlternates: string[];
}

function replaceWinner(command: Extract<DrawCommand, { type: 'ReplaceWinner' }>, state: DrawState): DrawEvent[] {
  if (!state.drawn) throw drawErrors.notDrawn();
  if (!state.winners.some((w) => w.entryId === command.entryId)) throw drawErrors.notAWinner();
  // Alternates are called in receipt order, so anyone can check who should come next.
  const next = state.drawn.suplentes.find((s) => !state.usedAlternates.includes(s.entryId));
  if (!next) throw drawErrors.noAlternateLeft();
  return [{ type: 'WinnerReplaced', data: { giveawayId: state.drawn.giveawayId, replacedEntryId: command.entryId, byEntryId: next.entryId, motivo: command.motivo } }];
}

/** The public value is the one committed at the close: same source, same round or date. */
function answersSource(value: PublicRandomness | null, source: FonteComprometida | null): boolean {
  if (!value || !source) return value === source;
  if (value.source === 'drand') return source.source === 'drand' && value.chainHash === source.chainHash && value.round === source.round;
  return source.source === 'loteria-federal' && value.date === source.date;
}

/**
 * The draw stream admits one commitment, one draw and then replacements. The receipt is
 * computed by the handler (hashing is I/O-heavy); the decider checks it answers the commitment.
 */
export const drawDecider: Decider<DrawCommand, DrawEvent, DrawState> = {
  initialState: { committed: null, drawn: null, winners: [], usedAlternates: [] },
  decide(command, state) {
    if (command.type === 'CommitDraw') return state.committed ? [] : [{ type: 'DrawCommitted', data: command.commitment }];
    if (command.type === 'ReplaceWinner') return replaceWinner(command, state);
    if (!state.committed) throw drawErrors.notReady();
    if (state.drawn) throw drawErrors.alreadyDrawn();
    const { receipt } = command;
    if (receipt.merkleRoot !== state.committed.merkleRoot || receipt.entrantCount !== state.committed.entrantCount || receipt.seedCommitment !== state.committed.seedCommitment) {
      throw drawErrors.inconsistent();
    }
    if (!answersSource(receipt.publicRandomness, state.committed.fonteAleatoriedade ?? null)) throw drawErrors.publicValueMismatch();
    return [{ type: 'WinnersDrawn', data: { giveawayId: state.committed.giveawayId, receipt, vencedores: command.vencedores, suplentes: command.suplentes } }];
  },
  evolve(state, event) {
    switch (event.type) {
      case 'DrawCommitted':
        return { ...state, committed: event.data };
      case 'WinnersDrawn':
        return { ...state, drawn: event.data, winners: event.data.vencedores };
      case 'WinnerReplaced': {
        const by = state.drawn?.suplentes.find((s) => s.entryId === event.data.byEntryId);
        if (!by) return state;
        return {
          ...state,
          winners: state.winners.map((w) => (w.entryId === event.data.replacedEntryId ? by : w)),
          usedAlternates: [...state.usedAlternates, by.entryId],
        };
      }
      default:
        return state;
    }
  },
};

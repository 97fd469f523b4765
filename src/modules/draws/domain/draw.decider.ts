import type { Decider } from '../../../platform/ddd/decider';
import { drawErrors } from './draw.errors';
import type { GiveawayStatus } from '../../giveaways/domain/giveaway.events';
import { upcastWinnersDrawn } from './draw-upcasters';
import type { DrawCommitted, DrawEvent, FonteComprometida, Vencedor, WinnersDrawn } from './draw.events';
import { type AnyDrawReceipt, isDrawReceiptV2, replacementLimit, type PublicRandomness } from '@sorteios/verifiable-draw';

/**
 * What the handler gathered before a draw: the giveaway as its lifecycle fold sees it, who
 * asks and how many winners. The draw's rules are checked on it and on the draw stream.
 */
export interface DrawRequest {
  giveaway: {
    /** Created and not deleted. */
    exists: boolean;
    criadorId: string | null;
    status: GiveawayStatus;
  };
  actorId: string;
  quantidade: number;
  quantidadeSuplentes: number;
  /**
   * Winners and alternates the creator's plan allows in one draw (issue 12), null for none;
   * never below the giveaway's own number of winners, accepted when it was set.
   */
  limite: { plano: string; maximo: number | null };
}

/** A winner or alternate as a new draw records them: the participant is always known. */
export type DrawnPerson = Vencedor & { participanteId: string };

export type DrawCommand =
  | { type: 'CommitDraw'; commitment: DrawCommitted['data'] }
  | ({ type: 'RecordDraw'; receipt: AnyDrawReceipt; vencedores: DrawnPerson[]; suplentes: DrawnPerson[] } & DrawRequest)
  | { type: 'ReplaceWinner'; entryId: string; motivo: string };

export interface DrawState {
  committed: DrawCommitted['data'] | null;
  drawn: WinnersDrawn['data'] | null;
  /** The initial winners with every replacement applied, in their original places. */
  winners: Vencedor[];
  /** Alternates already called in, by entry id. */
  usedAlternates: string[];
}

/**
 * The rules that need only the giveaway, in the order the API answers them. The handler checks
 * them first, so nobody waits for a commitment of a giveaway they may not draw.
 */
export function checkDrawGiveaway(request: DrawRequest): void {
  const { giveaway, actorId } = request;
  if (!giveaway.exists) throw drawErrors.giveawayNotFound();
  if (giveaway.criadorId !== actorId) throw drawErrors.notOwner();
  if (giveaway.status !== 'Encerrado') throw drawErrors.notClosed();
  const { maximo, plano } = request.limite;
  if (maximo !== null && request.quantidade + request.quantidadeSuplentes > maximo) throw drawErrors.winnersLimit(plano, maximo);
}

/**
 * Every rule of a draw, in the order the API answers them. The handler checks them on the
 * stream it loaded before hashing anything; decide checks them again on the state the append
 * will be made against, so a concurrent draw that got in first is refused here.
 */
export function checkCanDraw(request: DrawRequest, state: DrawState): void {
  checkDrawGiveaway(request);
  if (!state.committed) throw drawErrors.notReady();
  if (state.drawn) throw drawErrors.alreadyDrawn();
  if (state.committed.entrantCount === 0) throw drawErrors.noEntries();
  if (request.quantidade > state.committed.entrantCount) throw drawErrors.badQuantity(state.committed.entrantCount);
}

function replaceWinner(command: Extract<DrawCommand, { type: 'ReplaceWinner' }>, state: DrawState): DrawEvent[] {
  if (!state.drawn) throw drawErrors.notDrawn();
  if (!state.winners.some((w) => w.entryId === command.entryId)) throw drawErrors.notAWinner();
  // Alternates are called in receipt order, so anyone can check who should come next.
  const next = state.drawn.suplentes.find((s) => !state.usedAlternates.includes(s.entryId));
  if (!next) throw drawErrors.noAlternateLeft();
  // The cap was fixed at the draw, before anyone knew the result: swapping winners until a
  // chosen alternate comes up would otherwise be a way to pick the winner.
  const limit = replacementLimit({ maxSubstituicoes: state.drawn.receipt.maxSubstituicoes, winners: state.drawn.vencedores });
  if (state.usedAlternates.length >= limit) throw drawErrors.replacementLimit(limit);
  return [{ type: 'WinnerReplaced', data: { giveawayId: state.drawn.giveawayId, replacedEntryId: command.entryId, byEntryId: next.entryId, motivo: command.motivo } }];
}

/** The public value is the one committed at the close: same source, same round or date. */
function answersSource(value: PublicRandomness | null, source: FonteComprometida | null): boolean {
  if (!value || !source) return value === source;
  if (value.source === 'drand') return source.source === 'drand' && value.chainHash === source.chainHash && value.round === source.round;
  return source.source === 'loteria-federal' && value.date === source.date;
}

/** A version-2 receipt for a giveaway whose commitment recorded its log (the same tree), a version-1 one otherwise. */
function answersLog(receipt: AnyDrawReceipt, committed: DrawCommitted['data']): boolean {
  const registro = committed.registro;
  if (!isDrawReceiptV2(receipt) || !registro) return !isDrawReceiptV2(receipt) && !registro;
  const sealed = receipt.registro;
  return sealed.treeSize === registro.treeSize && sealed.root === registro.root && sealed.excluidos.join() === registro.excluidos.join();
}

function recordDraw(command: Extract<DrawCommand, { type: 'RecordDraw' }>, state: DrawState): DrawEvent[] {
  checkCanDraw(command, state);
  const committed = state.committed!;
  const { receipt } = command;
  if (receipt.merkleRoot !== committed.merkleRoot || receipt.entrantCount !== committed.entrantCount || receipt.seedCommitment !== committed.seedCommitment) {
    throw drawErrors.inconsistent();
  }
  if (!answersSource(receipt.publicRandomness, committed.fonteAleatoriedade ?? null)) throw drawErrors.publicValueMismatch();
  // A giveaway with an entry log is drawn over its sealed tree (version 2), and only then.
  if (!answersLog(receipt, committed)) throw drawErrors.inconsistent();
  return [{ type: 'WinnersDrawn', data: { giveawayId: committed.giveawayId, receipt, vencedores: command.vencedores, suplentes: command.suplentes } }];
}

/**
 * The draw stream admits one commitment, one draw and then replacements. The receipt is
 * computed by the handler (hashing is I/O-heavy); the decider checks who may draw, when, how
 * many, and that the receipt answers the commitment.
 */
export const drawDecider: Decider<DrawCommand, DrawEvent, DrawState> = {
  initialState: { committed: null, drawn: null, winners: [], usedAlternates: [] },
  decide(command, state) {
    switch (command.type) {
      case 'CommitDraw':
        return state.committed ? [] : [{ type: 'DrawCommitted', data: command.commitment }];
      case 'ReplaceWinner':
        return replaceWinner(command, state);
      case 'RecordDraw':
        return recordDraw(command, state);
    }
  },
  evolve(state, event) {
    switch (event.type) {
      case 'DrawCommitted':
        return { ...state, committed: event.data };
      case 'WinnersDrawn': {
        const drawn = upcastWinnersDrawn(event.data);
        return { ...state, drawn, winners: drawn.vencedores };
      }
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

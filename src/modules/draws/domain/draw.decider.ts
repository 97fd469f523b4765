import type { Decider } from '../../../platform/ddd/decider';
import { drawErrors } from './draw.errors';
import type { DrawCommitted, DrawEvent, Vencedor, WinnersDrawn } from './draw.events';
import type { Receipt } from './verifiable-draw/receipt';

export type DrawCommand =
  | { type: 'CommitDraw'; commitment: DrawCommitted['data'] }
  | { type: 'RecordDraw'; receipt: Receipt; vencedores: Vencedor[]; suplentes: Vencedor[] };

export interface DrawState {
  committed: DrawCommitted['data'] | null;
  drawn: WinnersDrawn['data'] | null;
}

/**
 * The draw stream admits one commitment and one draw. The receipt is computed by the
 * handler (hashing is I/O-heavy); the decider checks it answers the recorded commitment.
 */
export const drawDecider: Decider<DrawCommand, DrawEvent, DrawState> = {
  initialState: { committed: null, drawn: null },
  decide(command, state) {
    if (command.type === 'CommitDraw') return state.committed ? [] : [{ type: 'DrawCommitted', data: command.commitment }];
    if (!state.committed) throw drawErrors.notReady();
    if (state.drawn) throw drawErrors.alreadyDrawn();
    const { receipt } = command;
    if (receipt.merkleRoot !== state.committed.merkleRoot || receipt.entrantCount !== state.committed.entrantCount || receipt.seedCommitment !== state.committed.seedCommitment) {
      throw drawErrors.inconsistent();
    }
    return [{ type: 'WinnersDrawn', data: { giveawayId: state.committed.giveawayId, receipt, vencedores: command.vencedores, suplentes: command.suplentes } }];
  },
  evolve(state, event) {
    return event.type === 'DrawCommitted' ? { ...state, committed: event.data } : { ...state, drawn: event.data };
  },
};

import type { RecordedEvent } from '../../../platform/event-store/event-store.port';
import type { WinnerReplaced, WinnersDrawn } from '../domain/draw.events';
import type { AnyDrawReceipt, Replacement } from '@sorteios/verifiable-draw';

/** A replacement as the receipt lists it (docs/verifiable-draws.md § 7): ranks, reason, log position. */
export type Substituicao = Required<Replacement>;

/**
 * The receipt exactly as drawn (drawPosition is its own event's position) and the
 * replacements made since, read from the log: nothing of the receipt is ever rewritten.
 * Each replacement names the winner's place it took (`winnerRank`) and the alternate's rank.
 */
export function drawHistory(recorded: RecordedEvent[]): { receipt: AnyDrawReceipt; substituicoes: Substituicao[] } | null {
  const drawn = recorded.find((e) => e.type === 'WinnersDrawn');
  if (!drawn) return null;
  const receipt = (drawn.data as WinnersDrawn['data']).receipt;
  const slots = receipt.winners.map((w) => w.entryId);
  const substituicoes = recorded
    .filter((e) => e.type === 'WinnerReplaced')
    .map((e) => {
      const { replacedEntryId, byEntryId, motivo } = e.data as WinnerReplaced['data'];
      const slot = slots.indexOf(replacedEntryId);
      slots[slot] = byEntryId;
      const byRank = receipt.alternates.find((a) => a.entryId === byEntryId)?.rank ?? 0;
      return { winnerRank: slot + 1, replacedEntryId, byRank, byEntryId, motivo, position: e.position, at: e.metadata.at };
    });
  return { receipt: { ...receipt, drawPosition: drawn.position }, substituicoes };
}

import type { RecordedEvent } from '../../../platform/event-store/event-store.port';
import type { WinnerReplaced, WinnersDrawn } from '../domain/draw.events';
import type { Receipt } from '@sorteios/verifiable-draw';

export interface Substituicao {
  replacedEntryId: string;
  byEntryId: string;
  motivo: string;
  /** Global log position of the WinnerReplaced event. */
  position: number;
  at: string;
}

/**
 * The receipt exactly as drawn (drawPosition is its own event's position) and the
 * replacements made since, read from the log: nothing of the receipt is ever rewritten.
 */
export function drawHistory(recorded: RecordedEvent[]): { receipt: Receipt; substituicoes: Substituicao[] } | null {
  const drawn = recorded.find((e) => e.type === 'WinnersDrawn');
  if (!drawn) return null;
  const substituicoes = recorded
    .filter((e) => e.type === 'WinnerReplaced')
    .map((e) => {
      const { replacedEntryId, byEntryId, motivo } = e.data as WinnerReplaced['data'];
      return { replacedEntryId, byEntryId, motivo, position: e.position, at: e.metadata.at };
    });
  return { receipt: { ...(drawn.data as WinnersDrawn['data']).receipt, drawPosition: drawn.position }, substituicoes };
}

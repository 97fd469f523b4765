import type { GiveawayEvent } from '../../giveaways/domain/giveaway.events';
import type { DrawEvent } from './draw.events';
import type { EntrantListEvent } from './entrant-list.events';

/** The events a giveaway's public history records, each with the label people read. */
export const HISTORY_TITLES = {
  GiveawayCreated: 'Sorteio criado',
  GiveawayPublished: 'Sorteio publicado: inscrições abertas',
  GiveawayClosed: 'Inscrições encerradas',
  DrawCommitted: 'Inscritos e semente registrados (compromisso)',
  WinnersDrawn: 'Sorteio realizado',
  WinnerReplaced: 'Ganhador substituído',
  GiveawayCancelled: 'Sorteio cancelado',
  GiveawayDeleted: 'Sorteio excluído',
  EntrantListPublished: 'Lista de inscritos publicada',
  EntrantListUnpublished: 'Lista de inscritos retirada do ar',
} as const;

export type HistoryStepType = keyof typeof HISTORY_TITLES;

export const isHistoryStepType = (type: string): type is HistoryStepType => Object.hasOwn(HISTORY_TITLES, type);

/** Where anyone downloads the receipt of a drawn giveaway. */
export const receiptPath = (giveawayId: string) => `/api/giveaways/${giveawayId}/draw`;

type Recordable = GiveawayEvent | DrawEvent | EntrantListEvent;

/**
 * The public facts of one event, or null when the history does not record it. Each field
 * is picked by name, never copied wholesale: the log holds e-mails and names (WinnersDrawn)
 * and, until the draw, the salt and the server seed (DrawCommitted), and none of that may
 * reach the history.
 */
export function publicStepData(event: { type: string; data: unknown }): { giveawayId: string; data: Record<string, unknown> } | null {
  if (!isHistoryStepType(event.type)) return null;
  const e = event as Recordable;
  switch (e.type) {
    case 'GiveawayCreated':
      return step(e.data.giveawayId, { criadorId: e.data.criadorId });
    case 'GiveawayPublished': {
      // Version 2 (docs/verifiable-draws.md): the salt's commitment is public from the publication on; never the salt.
      const registro = e.data.registro;
      return step(e.data.giveawayId, registro ? { registro: { versao: registro.versao, saltCommitment: registro.saltCommitment } } : {});
    }
    case 'GiveawayDeleted':
    case 'EntrantListUnpublished':
      return step(e.data.giveawayId, {});
    case 'GiveawayClosed':
    case 'GiveawayCancelled':
      return step(e.data.giveawayId, { motivo: e.data.motivo });
    case 'DrawCommitted': {
      const { giveawayId, closePosition, entrantCount, merkleRoot, seedCommitment, fonteAleatoriedade, saltCommitment } = e.data;
      // Absent in commitments recorded before public randomness (or the salt's commitment) existed: then absent here too.
      const fonte = fonteAleatoriedade === undefined ? {} : { fonteAleatoriedade };
      const salt = saltCommitment === undefined ? {} : { saltCommitment };
      // Version 2: the entry log's final tree (public; the salt never is).
      const registro = e.data.registro === undefined ? {} : { registro: e.data.registro };
      return step(giveawayId, { closePosition, entrantCount, merkleRoot, seedCommitment, ...fonte, ...salt, ...registro });
    }
    case 'WinnersDrawn': {
      const { giveawayId, receipt } = e.data;
      const ranked = (list: typeof receipt.winners) => list.map(({ rank, entryId }) => ({ rank, entryId }));
      return step(giveawayId, {
        drawSeed: receipt.drawSeed,
        serverSeed: receipt.serverSeed,
        publicValue: receipt.publicRandomness?.value ?? null,
        winners: ranked(receipt.winners),
        alternates: ranked(receipt.alternates),
        recibo: receiptPath(giveawayId),
      });
    }
    case 'WinnerReplaced': {
      const { giveawayId, replacedEntryId, byEntryId, motivo } = e.data;
      return step(giveawayId, { replacedEntryId, byEntryId, motivo });
    }
    case 'EntrantListPublished': {
      const { giveawayId, entrantCount, merkleRoot } = e.data;
      return step(giveawayId, { entrantCount, merkleRoot });
    }
    default:
      return null;
  }
}

const step = (giveawayId: string, data: Record<string, unknown>) => ({ giveawayId, data: { giveawayId, ...data } });

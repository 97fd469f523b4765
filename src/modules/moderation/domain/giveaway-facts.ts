import type { GiveawayEvent, GiveawayStatus } from '../../giveaways/domain/giveaway.events';

/** What moderation needs to know of a giveaway, folded from its published events. */
export interface GiveawayFacts {
  /** False when it never existed or was deleted. */
  exists: boolean;
  criadorId: string | null;
  titulo: string;
  status: GiveawayStatus;
}

export const noGiveaway: GiveawayFacts = { exists: false, criadorId: null, titulo: '', status: 'Rascunho' };

/** Statuses anyone can see, so anyone can report: drafts and cancelled ones are not public. */
export const REPORTABLE_STATUSES: readonly GiveawayStatus[] = ['Ativo', 'Encerrado', 'Realizado'];

export function giveawayFactsOf(events: Array<{ type: string; data: unknown }>): GiveawayFacts {
  return events.reduce<GiveawayFacts>((facts, recorded) => {
    const event = recorded as GiveawayEvent;
    switch (event.type) {
      case 'GiveawayCreated':
        return { exists: true, criadorId: event.data.criadorId, titulo: event.data.titulo, status: 'Rascunho' };
      case 'GiveawayUpdated':
        return { ...facts, titulo: event.data.changes.titulo ?? facts.titulo };
      case 'GiveawayPublished':
        return { ...facts, status: 'Ativo' };
      case 'GiveawayClosed':
        return { ...facts, status: 'Encerrado' };
      case 'GiveawayCancelled':
        return { ...facts, status: 'Cancelado' };
      case 'GiveawayDeleted':
        return { ...facts, exists: false };
      default:
        // Draw results (WinnersDrawn) live on the draw stream; 'Realizado' is not needed here.
        return facts;
    }
  }, noGiveaway);
}

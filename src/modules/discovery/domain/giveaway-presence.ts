import type { GiveawayEvent, GiveawayStatus } from '../../giveaways/domain/giveaway.events';

/** What saving needs to know of a giveaway, folded from its published events. */
export interface GiveawayPresence {
  /** False when it never existed or was deleted. */
  exists: boolean;
  status: GiveawayStatus;
}

/** The statuses anyone may see: the only ones a giveaway can be saved in. */
export const PUBLIC_STATUSES: readonly GiveawayStatus[] = ['Ativo', 'Encerrado', 'Realizado'];

export function presenceOf(events: Array<{ type: string; data: unknown }>): GiveawayPresence {
  return events.reduce<GiveawayPresence>(
    (presence, recorded) => {
      const event = recorded as GiveawayEvent;
      switch (event.type) {
        case 'GiveawayCreated':
          return { exists: true, status: 'Rascunho' };
        case 'GiveawayPublished':
          return { ...presence, status: 'Ativo' };
        case 'GiveawayClosed':
          return { ...presence, status: 'Encerrado' };
        case 'GiveawayCancelled':
          return { ...presence, status: 'Cancelado' };
        case 'GiveawayDeleted':
          return { ...presence, exists: false };
        default:
          return presence;
      }
    },
    { exists: false, status: 'Rascunho' },
  );
}

import type { EventStore } from '../../../platform/event-store/event-store.port';
import { GiveawayEvent, giveawayStream } from '../../giveaways/domain/giveaway.events';

export interface GiveawayFacts {
  exists: boolean;
  criadorId: string;
  titulo: string;
  status: string;
}

/** What the draws need of a giveaway, folded from its published events (not its read model). */
export async function giveawayFacts(events: EventStore, giveawayId: string): Promise<GiveawayFacts> {
  let facts: GiveawayFacts = { exists: false, criadorId: '', titulo: '', status: '' };
  for (const e of await events.readStream(giveawayStream(giveawayId))) {
    const event = { type: e.type, data: e.data } as GiveawayEvent;
    if (event.type === 'GiveawayCreated') facts = { exists: true, criadorId: event.data.criadorId, titulo: event.data.titulo, status: 'Rascunho' };
    else if (event.type === 'GiveawayUpdated') facts.titulo = event.data.changes.titulo ?? facts.titulo;
    else if (event.type === 'GiveawayPublished') facts.status = 'Ativo';
    else if (event.type === 'GiveawayClosed') facts.status = 'Encerrado';
    else if (event.type === 'GiveawayCancelled') facts.status = 'Cancelado';
    else if (event.type === 'GiveawayDeleted') facts.exists = false;
  }
  return facts;
}

import type { EventStore } from '../../../platform/event-store/event-store.port';
import { AleatoriedadePublica, GiveawayEvent, giveawayStream } from '../../giveaways/domain/giveaway.events';

export interface GiveawayFacts {
  exists: boolean;
  criadorId: string;
  titulo: string;
  status: string;
  aleatoriedadePublica: AleatoriedadePublica | null;
}

/** What the draws need of a giveaway, folded from its published events (not its read model). */
export async function giveawayFacts(events: EventStore, giveawayId: string): Promise<GiveawayFacts> {
  let facts: GiveawayFacts = { exists: false, criadorId: '', titulo: '', status: '', aleatoriedadePublica: null };
  for (const e of await events.readStream(giveawayStream(giveawayId))) {
    const event = { type: e.type, data: e.data } as GiveawayEvent;
    if (event.type === 'GiveawayCreated') {
      const { criadorId, titulo, aleatoriedadePublica } = event.data;
      facts = { exists: true, criadorId, titulo, status: 'Rascunho', aleatoriedadePublica: aleatoriedadePublica ?? null };
    } else if (event.type === 'GiveawayUpdated') {
      const { changes } = event.data;
      facts.titulo = changes.titulo ?? facts.titulo;
      if ('aleatoriedadePublica' in changes) facts.aleatoriedadePublica = changes.aleatoriedadePublica ?? null;
    }
    else if (event.type === 'GiveawayPublished') facts.status = 'Ativo';
    else if (event.type === 'GiveawayClosed') facts.status = 'Encerrado';
    else if (event.type === 'GiveawayCancelled') facts.status = 'Cancelado';
    else if (event.type === 'GiveawayDeleted') facts.exists = false;
  }
  return facts;
}

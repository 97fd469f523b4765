import type { RecordedEvent } from '../../../platform/event-store/event-store.port';
import type { EntrySubmitted } from '../../entries/domain/entry.events';
import type { DrawCommitted, Vencedor, WinnerReplaced, WinnersDrawn } from '../../draws/domain/draw.events';
import type { GiveawayCancelled, GiveawayClosed } from '../../giveaways/domain/giveaway.events';
import { giveawayIdOf, WEBHOOK_TYPE_OF } from '../domain/webhook-event-types';
import { WEBHOOK_TEST_TYPE } from '../domain/webhook.events';
import type { WebhookGiveawayView } from '../projections/webhooks.projection';

/** The body of every delivery (Standard Webhooks): `timestamp` is when the event happened. */
export interface WebhookBody {
  type: string;
  timestamp: string;
  data: Record<string, unknown>;
}

interface Links {
  publicUrl: string;
}

const ranked = (list: Vencedor[], from: number) => list.map((v, i) => ({ posicao: from + i, entryId: v.entryId, nome: v.nome }));

/**
 * What a consumer needs without calling back: the giveaway's id, title and page with every
 * event; the entry's answers, name and e-mail; the draw's receipt URL and ranked entries.
 */
export function webhookBody(event: RecordedEvent, giveaway: WebhookGiveawayView | null, { publicUrl }: Links): WebhookBody {
  const type = WEBHOOK_TYPE_OF[event.type];
  const giveawayId = giveawayIdOf(event.data);
  const sorteio = { id: giveawayId, titulo: giveaway?.titulo ?? null, url: `${publicUrl}/sorteio/${giveawayId}` };
  const body = (data: Record<string, unknown>): WebhookBody => ({ type, timestamp: event.metadata.at, data: { sorteio, ...data } });
  switch (event.type) {
    case 'GiveawayPublished':
      return body({});
    case 'GiveawayClosed':
      return body({ motivo: (event.data as GiveawayClosed['data']).motivo });
    case 'GiveawayCancelled':
      return body({ motivo: (event.data as GiveawayCancelled['data']).motivo });
    case 'EntrySubmitted': {
      const d = event.data as EntrySubmitted['data'];
      // An entry from an Instagram comment has no e-mail (null) and is named "@username".
      return body({ inscricao: { id: d.entryId, respostas: d.respostas, nome: d.nome, email: d.email, origem: d.origem ?? 'formulario', createdAt: event.metadata.at } });
    }
    case 'DrawCommitted': {
      const d = event.data as DrawCommitted['data'];
      return body({ inscritos: d.entrantCount, merkleRoot: d.merkleRoot, seedCommitment: d.seedCommitment, fonteAleatoriedade: d.fonteAleatoriedade ?? null });
    }
    case 'WinnersDrawn': {
      const d = event.data as WinnersDrawn['data'];
      return body({
        reciboUrl: `${publicUrl}/api/giveaways/${giveawayId}/draw`,
        vencedores: ranked(d.vencedores, 1),
        suplentes: ranked(d.suplentes, d.vencedores.length + 1),
      });
    }
    case 'WinnerReplaced': {
      const d = event.data as WinnerReplaced['data'];
      const nome = (entryId: string) => giveaway?.nomes[entryId] ?? null;
      return body({
        substituido: { entryId: d.replacedEntryId, nome: nome(d.replacedEntryId) },
        substituto: { entryId: d.byEntryId, nome: nome(d.byEntryId) },
        motivo: d.motivo,
        reciboUrl: `${publicUrl}/api/giveaways/${giveawayId}/draw`,
      });
    }
    default:
      throw new Error(`Evento sem webhook: ${event.type}`);
  }
}

export function testBody(endpointId: string, at: string): WebhookBody {
  return { type: WEBHOOK_TEST_TYPE, timestamp: at, data: { endpointId, mensagem: 'Evento de teste do Sorteios: a assinatura e o endereço estão funcionando.' } };
}

import type { AuthUser } from '../../../platform/auth/jwt.strategy';
import type { RecordedEvent } from '../../../platform/event-store/event-store.port';
import type { LiveMessage } from '../../../platform/live/live-hub.port';
import type { DrawEvent, FonteComprometida, Vencedor } from '../../draws/domain/draw.events';
import type { GiveawayEvent, GiveawayStatus } from '../../giveaways/domain/giveaway.events';

/** A winner as the public giveaway page shows one: place and name, never the e-mail. */
export interface LiveWinner {
  rank: number;
  entryId: string;
  nome: string;
}

/** What the close committed to, as GET …/commitment shows it: never the salt or the seed. */
export interface LiveCommitment {
  entrantCount: number;
  merkleRoot: string;
  seedCommitment: string;
  closePosition: number;
  fonteAleatoriedade: FonteComprometida | null;
}

/** The `state` message: everything a spectator needs, sent first on every connection. */
export interface LiveState {
  giveawayId: string;
  titulo: string;
  status: GiveawayStatus;
  dataSorteio: string;
  closedAt: string | null;
  commitment: LiveCommitment | null;
  drawnAt: string | null;
  winners: LiveWinner[];
  spectators: number;
}

export interface LiveView {
  criadorId: string;
  state: Omit<LiveState, 'spectators'>;
  /** Log position of the last event folded: the state holds every event up to here. */
  position: number;
  /** closed, drawn and winner-replaced as the hub sent them, in log order. */
  history: LiveMessage[];
}

/** Drafts and cancelled giveaways stay with their creator and admins, as on GET /api/giveaways/:id. */
const PRIVATE_STATUSES: GiveawayStatus[] = ['Rascunho', 'Cancelado'];

export function canWatch(view: LiveView, viewer?: AuthUser): boolean {
  if (!PRIVATE_STATUSES.includes(view.state.status)) return true;
  return !!viewer && (viewer.id === view.criadorId || viewer.isAdmin);
}

const ranked = (people: Vencedor[]): LiveWinner[] => people.map((p, i) => ({ rank: i + 1, entryId: p.entryId, nome: p.nome }));

/**
 * The live view folded from the giveaway's stream and its draw stream (their published
 * events), so it is exact whatever the projection lag. null: no such giveaway, or deleted.
 */
export function foldLiveView(giveawayId: string, giveawayEvents: RecordedEvent[], drawEvents: RecordedEvent[]): LiveView | null {
  let exists = false;
  let criadorId = '';
  let position = 0;
  const history: LiveMessage[] = [];
  const state: LiveView['state'] = { giveawayId, titulo: '', status: 'Rascunho', dataSorteio: '', closedAt: null, commitment: null, drawnAt: null, winners: [] };

  for (const recorded of giveawayEvents) {
    const event = { type: recorded.type, data: recorded.data } as GiveawayEvent;
    position = Math.max(position, recorded.position);
    switch (event.type) {
      case 'GiveawayCreated':
        exists = true;
        criadorId = event.data.criadorId;
        Object.assign(state, { titulo: event.data.titulo, dataSorteio: event.data.dataSorteio, status: 'Rascunho' });
        break;
      case 'GiveawayUpdated':
        state.titulo = event.data.changes.titulo ?? state.titulo;
        state.dataSorteio = event.data.changes.dataSorteio ?? state.dataSorteio;
        break;
      case 'GiveawayPublished':
        state.status = 'Ativo';
        break;
      case 'GiveawayClosed':
        state.status = 'Encerrado';
        state.closedAt = recorded.metadata.at;
        // The close comes before its commitment: the moment first, the commitment a moment later.
        history.push({ id: recorded.position, event: 'closed', data: { closedAt: state.closedAt, commitment: null } });
        break;
      case 'GiveawayCancelled':
        state.status = 'Cancelado';
        break;
      case 'GiveawayDeleted':
        exists = false;
        break;
    }
  }
  if (!exists) return null;

  let alternates: Vencedor[] = [];
  for (const recorded of drawEvents) {
    const event = { type: recorded.type, data: recorded.data } as DrawEvent;
    position = Math.max(position, recorded.position);
    switch (event.type) {
      case 'DrawCommitted': {
        const { entrantCount, merkleRoot, seedCommitment, closePosition, fonteAleatoriedade } = event.data;
        state.commitment = { entrantCount, merkleRoot, seedCommitment, closePosition, fonteAleatoriedade: fonteAleatoriedade ?? null };
        history.push({ id: recorded.position, event: 'closed', data: { closedAt: state.closedAt, commitment: state.commitment } });
        break;
      }
      case 'WinnersDrawn':
        state.status = 'Realizado';
        state.drawnAt = recorded.metadata.at;
        state.winners = ranked(event.data.vencedores);
        alternates = event.data.suplentes;
        history.push({ id: recorded.position, event: 'drawn', data: { drawnAt: state.drawnAt, winners: state.winners } });
        break;
      case 'WinnerReplaced': {
        const by = alternates.find((a) => a.entryId === event.data.byEntryId);
        const place = state.winners.find((w) => w.entryId === event.data.replacedEntryId);
        if (!by || !place) break;
        const winner = { rank: place.rank, entryId: by.entryId, nome: by.nome };
        state.winners = state.winners.map((w) => (w === place ? winner : w));
        history.push({
          id: recorded.position,
          event: 'winner-replaced',
          data: { replacedEntryId: event.data.replacedEntryId, winner, motivo: event.data.motivo, winners: state.winners },
        });
        break;
      }
    }
  }
  history.sort((a, b) => a.id - b.id);
  return { criadorId, state, position, history };
}

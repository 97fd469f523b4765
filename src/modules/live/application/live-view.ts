import type { AuthUser } from '../../../platform/auth/jwt.strategy';
import type { RecordedEvent } from '../../../platform/event-store/event-store.port';
import type { LiveMessage } from '../../../platform/live/live-hub.port';
import type { DrawEvent, FonteComprometida, Vencedor } from '../../draws/domain/draw.events';
import { maskedName } from '../../draws/draws.public';
import type { GiveawayStatus } from '../../giveaways/domain/giveaway.events';
import { foldGiveaway, isPresent, PUBLIC_STATUSES } from '../../giveaways/giveaways.public';

/** A winner as the public giveaway page shows one: place and masked name ("João S."), never the e-mail. */
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
export function canWatch(view: LiveView, viewer?: AuthUser): boolean {
  if (PUBLIC_STATUSES.includes(view.state.status)) return true;
  return !!viewer && (viewer.id === view.criadorId || viewer.isAdmin);
}

// Everyone, the creator included, watches the same stream: it carries only what the public may read.
const ranked = (people: Vencedor[]): LiveWinner[] => people.map((p, i) => ({ rank: i + 1, entryId: p.entryId, nome: maskedName(p.nome) }));

/**
 * The live view folded from the giveaway's stream (giveaways' lifecycle fold) and its draw
 * stream (draws' published events), so it is exact whatever the projection lag. null: no such
 * giveaway, or deleted.
 */
export function foldLiveView(giveawayId: string, giveawayEvents: RecordedEvent[], drawEvents: RecordedEvent[]): LiveView | null {
  const giveaway = foldGiveaway(giveawayEvents);
  if (!isPresent(giveaway) || !giveaway.content) return null;
  let position = giveawayEvents.reduce((max, e) => Math.max(max, e.position), 0);
  const history: LiveMessage[] = [];
  const closed = giveawayEvents.find((e) => e.type === 'GiveawayClosed');
  const closedAt = closed?.metadata.at ?? null;
  // The close comes before its commitment: the moment first, the commitment a moment later.
  if (closed) history.push({ id: closed.position, event: 'closed', data: { closedAt, commitment: null } });
  const { titulo, dataSorteio } = giveaway.content;
  const state: LiveView['state'] = { giveawayId, titulo, status: giveaway.status, dataSorteio, closedAt, commitment: null, drawnAt: null, winners: [] };

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
        const winner = { rank: place.rank, entryId: by.entryId, nome: maskedName(by.nome) };
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
  return { criadorId: giveaway.criadorId ?? '', state, position, history };
}

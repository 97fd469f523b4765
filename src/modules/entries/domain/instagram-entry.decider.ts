import type { Decider } from '../../../platform/ddd/decider';
import type { GiveawayLifecycle } from '../../giveaways/giveaways.public';
import { entryErrors } from './entry.errors';
import { EntryEvent, EntrySubmitted, instagramParticipantId } from './entry.events';

/** A comment that passed the import's rules, as the entry records it. */
export interface InstagramCommentCandidate {
  commentId: string;
  texto: string;
  comentadoEm: string;
  /** Picked by the handler (random UUIDs): the decider reads no randomness of its own. */
  entryId: string;
}

/**
 * One Instagram profile's comments of one page, decided on that profile's entry stream
 * (`entryStream(giveawayId, "instagram:<id>")`): the stream's revision check makes "one entry
 * per profile" atomic, and the comment ids it holds make a second import add only new comments.
 */
export interface ImportInstagramComments {
  type: 'ImportInstagramComments';
  giveawayId: string;
  giveaway: GiveawayLifecycle;
  mediaId: string;
  profile: { userId: string; username: string };
  comments: InstagramCommentCandidate[];
  umaEntradaPorPerfil: boolean;
  /** The creator's plan limit and the entries the giveaway had before this decision. */
  limiteInscricoes: { maximo: number | null; inscritos: number };
}

export interface InstagramEntryState {
  /** Comments of this profile already entered in this giveaway. */
  commentIds: ReadonlySet<string>;
  entries: number;
}

export const instagramEntryDecider: Decider<ImportInstagramComments, EntryEvent, InstagramEntryState> = {
  initialState: { commentIds: new Set(), entries: 0 },
  decide(command, state, { now }) {
    const { giveaway } = command;
    const content = giveaway.exists && !giveaway.deleted ? giveaway.content : null;
    if (!content) throw entryErrors.giveawayNotFound();
    // The same window as the form's entries: nothing enters after the close, or after dataSorteio.
    if (giveaway.status !== 'Ativo' || Date.parse(content.dataSorteio) <= now.getTime()) throw entryErrors.notOpen();
    const seen = new Set(state.commentIds);
    let fresh = command.comments.filter((c) => !seen.has(c.commentId) && (seen.add(c.commentId), true));
    if (command.umaEntradaPorPerfil) fresh = state.entries > 0 ? [] : fresh.slice(0, 1);
    const { maximo, inscritos } = command.limiteInscricoes;
    // Up to the limit and no further: the comments past it are reported as skipped by the plan.
    if (maximo !== null) fresh = fresh.slice(0, Math.max(0, maximo - inscritos));
    const { userId, username } = command.profile;
    return fresh.map(
      (c): EntrySubmitted => ({
        type: 'EntrySubmitted',
        data: {
          entryId: c.entryId,
          sorteioId: command.giveawayId,
          participanteId: instagramParticipantId(userId),
          respostas: {},
          nome: `@${username}`,
          email: null,
          username,
          consentimentoContato: false,
          aceite: null,
          origem: 'instagram',
          instagram: { userId, username, commentId: c.commentId, mediaId: command.mediaId, texto: c.texto, comentadoEm: c.comentadoEm },
        },
      }),
    );
  },
  evolve(state, event) {
    if (event.type !== 'EntrySubmitted') return state;
    const commentId = event.data.instagram?.commentId;
    return { commentIds: commentId ? new Set([...state.commentIds, commentId]) : state.commentIds, entries: state.entries + 1 };
  },
};

/** Why a comment offered to the decider made no entry (read off the state after the decision). */
export type InstagramEntrySkip = 'ja-importado' | 'perfil-repetido' | 'limite-do-plano';

export function skipReasonOf(commentId: string, umaEntradaPorPerfil: boolean, after: InstagramEntryState, entered: ReadonlySet<string>): InstagramEntrySkip | null {
  if (entered.has(commentId)) return null;
  if (after.commentIds.has(commentId)) return 'ja-importado';
  if (umaEntradaPorPerfil && after.entries > 0) return 'perfil-repetido';
  return 'limite-do-plano';
}

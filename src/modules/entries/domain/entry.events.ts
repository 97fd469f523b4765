import type { DomainEvent } from '../../../platform/ddd/decider';

/**
 * The published event contract of entries. One stream per participant and giveaway: the
 * event store's no-stream check is what makes "one entry per person" atomic.
 */
export const entryStream = (giveawayId: string, participantId: string) => `entry-${giveawayId}_${participantId}`;

export type Answer = string | number | boolean;

export interface Acceptance {
  regulamentoVersao: number;
  regulamentoSha256: string;
  consentimentoTexto: string;
  consentimentoVersao: number;
}

/** Where an entry came from: the giveaway's form (absent on entries recorded before issue 15) or an Instagram comment. */
export type EntryOrigin = 'formulario' | 'instagram';

/** The comment an `instagram` entry was made from (Instagram's ids, as the Graph API gives them). */
export interface InstagramCommentRef {
  userId: string;
  username: string;
  commentId: string;
  mediaId: string;
  texto: string;
  comentadoEm: string;
}

/**
 * The participant of an `instagram` entry: the Instagram account, never a Sorteios user id
 * (those are UUIDs, so the two never meet in an entry stream or a leaf).
 */
export const instagramParticipantId = (instagramUserId: string) => `instagram:${instagramUserId}`;

/**
 * `email` and `aceite` are null for an `instagram` entry: the commenter gave no e-mail and
 * accepted the rules on Instagram, not here. `respostas` is then empty.
 */
export type EntrySubmitted = DomainEvent<
  'EntrySubmitted',
  {
    entryId: string;
    sorteioId: string;
    participanteId: string;
    respostas: Record<string, Answer>;
    nome: string;
    email: string | null;
    username: string;
    consentimentoContato: boolean;
    aceite: Acceptance | null;
    origem?: EntryOrigin;
    instagram?: InstagramCommentRef;
  }
>;
export type ContactConsentWithdrawn = DomainEvent<'ContactConsentWithdrawn', { entryId: string; sorteioId: string; participanteId: string }>;
/**
 * The entry leaves a giveaway whose entries are still open, so the close does not commit it:
 * its participant erased their account (`conta-excluida`, docs/personal-data.md). An entry
 * already committed by a close stays in that draw, whose receipt must keep verifying.
 */
export type EntryWithdrawn = DomainEvent<'EntryWithdrawn', { entryId: string; sorteioId: string; participanteId: string; motivo: 'conta-excluida' }>;
export type EntryEvent = EntrySubmitted | ContactConsentWithdrawn | EntryWithdrawn;

/**
 * Refusals are kept apart from the entry stream (whose no-stream check is the one entry per
 * person) and from the giveaway's stream (read on every entry): one small stream per person
 * and giveaway, so a refusal never contends with anyone's entry.
 */
export const entryRefusalStream = (giveawayId: string, participantId: string) => `entry-refusal-${giveawayId}_${participantId}`;

/** The fraud rules whose refusals the moderation trail keeps (the codes of the HTTP errors). */
export const ENTRY_REFUSAL_MOTIVOS = ['EMAIL_NOT_CONFIRMED', 'DISPOSABLE_EMAIL'] as const;
export type EntryRefusalMotivo = (typeof ENTRY_REFUSAL_MOTIVOS)[number];

/** `email`: the address typed in the form, masked ("b***@exemplo.com"); null when none was typed. */
export type EntryRefused = DomainEvent<
  'EntryRefused',
  { sorteioId: string; participanteId: string; email: string | null; motivo: EntryRefusalMotivo }
>;

/** The consent a participant may give (LGPD art. 8): its text and version go with the entry. */
export const CONTACT_CONSENT = {
  versao: 1,
  texto:
    'Aceito ser contatado(a) pelo criador deste sorteio sobre este e outros sorteios. Posso retirar este consentimento a qualquer momento.',
};

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

export type EntrySubmitted = DomainEvent<
  'EntrySubmitted',
  {
    entryId: string;
    sorteioId: string;
    participanteId: string;
    respostas: Record<string, Answer>;
    nome: string;
    email: string;
    username: string;
    consentimentoContato: boolean;
    aceite: Acceptance;
  }
>;
export type ContactConsentWithdrawn = DomainEvent<'ContactConsentWithdrawn', { entryId: string; sorteioId: string; participanteId: string }>;
export type EntryEvent = EntrySubmitted | ContactConsentWithdrawn;

/** The consent a participant may give (LGPD art. 8): its text and version go with the entry. */
export const CONTACT_CONSENT = {
  versao: 1,
  texto:
    'Aceito ser contatado(a) pelo criador deste sorteio sobre este e outros sorteios. Posso retirar este consentimento a qualquer momento.',
};

import type { Decider } from '../../../platform/ddd/decider';
import { disposableDomainOf } from '../../../platform/text/disposable-email';
import type { GiveawayLifecycle } from '../../giveaways/giveaways.public';
import { validateAnswers } from './answers';
import { CONTACT_CONSENT, EntryEvent, EntrySubmitted } from './entry.events';
import { entryErrors } from './entry.errors';

export type EntryCommand =
  | {
      type: 'SubmitEntry';
      entryId: string;
      giveawayId: string;
      /** Giveaways' lifecycle fold of the giveaway's stream, read by the handler. */
      giveaway: GiveawayLifecycle;
      /** sha256 of the rules text the participant was shown (computed by the handler). */
      regulamentoSha256: string;
      /** emailConfirmed: the account's e-mail is confirmed (the handler asks the user's stream when the read model says no). */
      participant: { id: string; username: string; emailConfirmed: boolean };
      /**
       * The creator's plan limit on entries (issue 12) and the entries the giveaway has, as
       * projected: the handler reads both. `maximo` null: no limit.
       */
      limiteInscricoes: { plano: string; maximo: number | null; inscritos: number };
      respostas: Record<string, unknown>;
      aceiteRegulamento: boolean;
      consentimentoContato: boolean;
    }
  | { type: 'WithdrawContactConsent' }
  /** The participant erased their account: the entry leaves the giveaway while its entries are open (the handler reads the lifecycle). */
  | { type: 'WithdrawEntry'; giveaway: GiveawayLifecycle };

export interface EntryState {
  entry: EntrySubmitted['data'] | null;
  withdrawn?: boolean;
}

export const entryDecider: Decider<EntryCommand, EntryEvent, EntryState> = {
  initialState: { entry: null },
  decide(command, state, { now }) {
    if (command.type === 'WithdrawEntry') {
      // Once closed, the entry is in the draw's commitment: it stays, or the receipt would no longer verify.
      if (!state.entry || state.withdrawn || command.giveaway.status !== 'Ativo') return [];
      const { entryId, sorteioId, participanteId } = state.entry;
      return [{ type: 'EntryWithdrawn', data: { entryId, sorteioId, participanteId, motivo: 'conta-excluida' } }];
    }
    if (command.type === 'WithdrawContactConsent') {
      if (!state.entry) throw entryErrors.notFound();
      if (!state.entry.consentimentoContato) return [];
      const { entryId, sorteioId, participanteId } = state.entry;
      return [{ type: 'ContactConsentWithdrawn', data: { entryId, sorteioId, participanteId } }];
    }
    const { giveaway } = command;
    // A deleted giveaway keeps `exists` in the lifecycle: it is as absent as one never created.
    const content = giveaway.exists && !giveaway.deleted ? giveaway.content : null;
    if (!content) throw entryErrors.giveawayNotFound();
    // After dataSorteio nobody enters, even before the worker records the close.
    if (giveaway.status !== 'Ativo' || Date.parse(content.dataSorteio) <= now.getTime()) throw entryErrors.notOpen();
    if (state.entry) throw entryErrors.alreadyEntered();
    const { maximo, inscritos } = command.limiteInscricoes;
    if (maximo !== null && inscritos >= maximo) throw entryErrors.entriesLimit(maximo);
    // Absent (giveaways created before the option) is false: they keep accepting whom they accepted.
    if (content.exigirEmailConfirmado === true && !command.participant.emailConfirmed) throw entryErrors.emailNotConfirmed();
    if (command.aceiteRegulamento !== true) throw entryErrors.rulesNotAccepted();
    const { answers, errors } = validateAnswers(content.camposFormulario, command.respostas);
    if (Object.keys(errors).length > 0) throw entryErrors.invalidAnswers(errors);
    const throwaway = content.camposFormulario.find((f) => f.tipo === 'email' && typeof answers[f.chave] === 'string' && disposableDomainOf(String(answers[f.chave])));
    if (throwaway) throw entryErrors.disposableEmail(throwaway.chave);
    return [
      {
        type: 'EntrySubmitted',
        data: {
          entryId: command.entryId,
          sorteioId: command.giveawayId,
          participanteId: command.participant.id,
          respostas: answers,
          nome: String(answers.nome),
          email: String(answers.email),
          username: command.participant.username,
          consentimentoContato: command.consentimentoContato,
          aceite: {
            regulamentoVersao: giveaway.regulamentoVersao,
            regulamentoSha256: command.regulamentoSha256,
            consentimentoTexto: CONTACT_CONSENT.texto,
            consentimentoVersao: CONTACT_CONSENT.versao,
          },
        },
      },
    ];
  },
  evolve(state, event) {
    if (event.type === 'EntrySubmitted') return { entry: event.data };
    if (event.type === 'EntryWithdrawn') return { ...state, withdrawn: true };
    return state.entry ? { ...state, entry: { ...state.entry, consentimentoContato: false } } : state;
  },
};

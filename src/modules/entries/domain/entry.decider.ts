import type { Decider } from '../../../platform/ddd/decider';
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
      participant: { id: string; username: string };
      respostas: Record<string, unknown>;
      aceiteRegulamento: boolean;
      consentimentoContato: boolean;
    }
  | { type: 'WithdrawContactConsent' };

export interface EntryState {
  entry: EntrySubmitted['data'] | null;
}

export const entryDecider: Decider<EntryCommand, EntryEvent, EntryState> = {
  initialState: { entry: null },
  decide(command, state, { now }) {
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
    if (command.aceiteRegulamento !== true) throw entryErrors.rulesNotAccepted();
    const { answers, errors } = validateAnswers(content.camposFormulario, command.respostas);
    if (Object.keys(errors).length > 0) throw entryErrors.invalidAnswers(errors);
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
    return state.entry ? { entry: { ...state.entry, consentimentoContato: false } } : state;
  },
};

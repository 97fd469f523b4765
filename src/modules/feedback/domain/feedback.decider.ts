import type { Decider } from '../../../platform/ddd/decider';
import { feedbackErrors } from './feedback.errors';
import type { FeedbackEvent, FeedbackType } from './feedback.events';

export type FeedbackCommand =
  | { type: 'SendFeedback'; feedbackId: string; nome: string; email: string; mensagem: string; tipo: FeedbackType; userId: string | null }
  | { type: 'MarkFeedback'; lida: boolean }
  | { type: 'ReplyToFeedback'; mensagem: string; adminId: string };

export interface FeedbackState {
  exists: boolean;
  feedbackId: string | null;
  nome: string;
  email: string;
  mensagem: string;
  tipo: FeedbackType | null;
  lida: boolean;
  respostas: number;
}

export const feedbackDecider: Decider<FeedbackCommand, FeedbackEvent, FeedbackState> = {
  initialState: { exists: false, feedbackId: null, nome: '', email: '', mensagem: '', tipo: null, lida: false, respostas: 0 },
  decide(command, state) {
    if (command.type === 'SendFeedback') {
      if (state.exists) return [];
      const { feedbackId, nome, email, mensagem, tipo, userId } = command;
      return [{ type: 'FeedbackSent', data: { feedbackId, nome: nome.trim(), email: email.trim().toLowerCase(), mensagem: mensagem.trim(), tipo, userId } }];
    }
    if (!state.exists) throw feedbackErrors.notFound();
    const feedbackId = state.feedbackId!;
    if (command.type === 'MarkFeedback') {
      if (command.lida === state.lida) return [];
      return [{ type: command.lida ? 'FeedbackMarkedRead' : 'FeedbackMarkedUnread', data: { feedbackId } }];
    }
    const mensagem = command.mensagem.trim();
    if (!mensagem) throw feedbackErrors.emptyReply();
    // Answering a message means it was read.
    const read: FeedbackEvent[] = state.lida ? [] : [{ type: 'FeedbackMarkedRead', data: { feedbackId } }];
    return [...read, { type: 'FeedbackReplied', data: { feedbackId, mensagem, respondidoPor: command.adminId } }];
  },
  evolve(state, event) {
    switch (event.type) {
      case 'FeedbackSent': {
        const { feedbackId, nome, email, mensagem, tipo } = event.data;
        return { ...state, exists: true, feedbackId, nome, email, mensagem, tipo };
      }
      case 'FeedbackMarkedRead':
        return { ...state, lida: true };
      case 'FeedbackMarkedUnread':
        return { ...state, lida: false };
      case 'FeedbackReplied':
        return { ...state, respostas: state.respostas + 1 };
    }
  },
};

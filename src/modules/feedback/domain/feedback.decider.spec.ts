import { deciderSpec } from '../../../../test/support/decider-spec';
import { FeedbackCommand, feedbackDecider } from './feedback.decider';
import type { FeedbackEvent } from './feedback.events';

const NOW = new Date('2025-06-01T12:00:00.000Z');
const ID = 'f-1';

const send: FeedbackCommand = { type: 'SendFeedback', feedbackId: ID, nome: ' Ana ', email: ' Ana@Exemplo.COM ', mensagem: '  O botão não funciona. ', tipo: 'problema', userId: null };
const sent: FeedbackEvent = { type: 'FeedbackSent', data: { feedbackId: ID, nome: 'Ana', email: 'ana@exemplo.com', mensagem: 'O botão não funciona.', tipo: 'problema', userId: null } };
const read: FeedbackEvent = { type: 'FeedbackMarkedRead', data: { feedbackId: ID } };
const unread: FeedbackEvent = { type: 'FeedbackMarkedUnread', data: { feedbackId: ID } };

const { given } = deciderSpec(feedbackDecider, { now: NOW });

describe('feedbackDecider', () => {
  it('registra a mensagem com nome e texto aparados e o e-mail em minúsculas', () => {
    given([]).when(send).then([sent]);
  });

  it('não registra de novo uma mensagem que já existe', () => {
    given([sent]).when(send).then([]);
  });

  it('marca como lida e como não lida, e não repete o que já está marcado', () => {
    given([sent]).when({ type: 'MarkFeedback', lida: true }).then([read]);
    given([sent, read]).when({ type: 'MarkFeedback', lida: true }).then([]);
    given([sent, read]).when({ type: 'MarkFeedback', lida: false }).then([unread]);
    given([sent]).when({ type: 'MarkFeedback', lida: false }).then([]);
  });

  it('responder uma mensagem não lida também a marca como lida', () => {
    given([sent]).when({ type: 'ReplyToFeedback', mensagem: ' Obrigado, já corrigimos. ', adminId: 'admin-1' }).then([
      read,
      { type: 'FeedbackReplied', data: { feedbackId: ID, mensagem: 'Obrigado, já corrigimos.', respondidoPor: 'admin-1' } },
    ]);
    given([sent, read]).when({ type: 'ReplyToFeedback', mensagem: 'De novo', adminId: 'admin-1' }).then([
      { type: 'FeedbackReplied', data: { feedbackId: ID, mensagem: 'De novo', respondidoPor: 'admin-1' } },
    ]);
  });

  it('recusa uma resposta em branco', () => {
    expect(given([sent]).when({ type: 'ReplyToFeedback', mensagem: '   ', adminId: 'admin-1' }).error().details).toEqual({ fields: { mensagem: ['Escreva a resposta.'] } });
  });

  it('uma mensagem que não existe responde FEEDBACK_NOT_FOUND', () => {
    given([]).when({ type: 'MarkFeedback', lida: true }).then('FEEDBACK_NOT_FOUND');
    given([]).when({ type: 'ReplyToFeedback', mensagem: 'Oi', adminId: 'admin-1' }).then('FEEDBACK_NOT_FOUND');
  });
});

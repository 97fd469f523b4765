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
  it('records the message with name and text trimmed and the e-mail in lower case', () => {
    given([]).when(send).then([sent]);
  });

  it('does not record again a message that exists', () => {
    given([sent]).when(send).then([]);
  });

  it('marks as read and as unread, and does not repeat what is already marked', () => {
    given([sent]).when({ type: 'MarkFeedback', lida: true }).then([read]);
    given([sent, read]).when({ type: 'MarkFeedback', lida: true }).then([]);
    given([sent, read]).when({ type: 'MarkFeedback', lida: false }).then([unread]);
    given([sent]).when({ type: 'MarkFeedback', lida: false }).then([]);
  });

  it('marks an unread message as read when it is answered', () => {
    given([sent]).when({ type: 'ReplyToFeedback', mensagem: ' Obrigado, já corrigimos. ', adminId: 'admin-1' }).then([
      read,
      { type: 'FeedbackReplied', data: { feedbackId: ID, mensagem: 'Obrigado, já corrigimos.', respondidoPor: 'admin-1' } },
    ]);
    given([sent, read]).when({ type: 'ReplyToFeedback', mensagem: 'De novo', adminId: 'admin-1' }).then([
      { type: 'FeedbackReplied', data: { feedbackId: ID, mensagem: 'De novo', respondidoPor: 'admin-1' } },
    ]);
  });

  it('refuses a blank reply', () => {
    expect(given([sent]).when({ type: 'ReplyToFeedback', mensagem: '   ', adminId: 'admin-1' }).error().details).toEqual({ fields: { mensagem: ['Escreva a resposta.'] } });
  });

  it('answers FEEDBACK_NOT_FOUND for a message that does not exist', () => {
    given([]).when({ type: 'MarkFeedback', lida: true }).then('FEEDBACK_NOT_FOUND');
    given([]).when({ type: 'ReplyToFeedback', mensagem: 'Oi', adminId: 'admin-1' }).then('FEEDBACK_NOT_FOUND');
  });
});

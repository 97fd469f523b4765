import { DomainError } from '../../../platform/ddd/domain-error';

export const feedbackErrors = {
  notFound: () => new DomainError('FEEDBACK_NOT_FOUND', 'Mensagem não encontrada.'),
  emptyReply: () => new DomainError('VALIDATION_FAILED', 'Verifique os campos informados.', { fields: { mensagem: ['Escreva a resposta.'] } }),
};

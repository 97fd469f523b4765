import { DomainError } from '../../../platform/ddd/domain-error';

export const entryErrors = {
  giveawayNotFound: () => new DomainError('GIVEAWAY_NOT_FOUND', 'Sorteio não encontrado'),
  notOpen: () => new DomainError('GIVEAWAY_NOT_OPEN', 'Este sorteio não está aberto para inscrições.'),
  alreadyEntered: () => new DomainError('ALREADY_ENTERED', 'Você já está participando deste sorteio'),
  rulesNotAccepted: () => new DomainError('RULES_NOT_ACCEPTED', 'É preciso aceitar o regulamento para participar.'),
  invalidAnswers: (fields: Record<string, string[]>) =>
    new DomainError('INVALID_ANSWERS', 'Verifique as respostas do formulário.', { fields }),
  notFound: () => new DomainError('ENTRY_NOT_FOUND', 'Você não está participando deste sorteio.'),
  notOwner: () => new DomainError('NOT_GIVEAWAY_OWNER', 'Somente quem criou o sorteio pode fazer isso.'),
};

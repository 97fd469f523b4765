import { DomainError } from '../../../platform/ddd/domain-error';

export const entrantListErrors = {
  giveawayNotFound: () => new DomainError('GIVEAWAY_NOT_FOUND', 'Sorteio não encontrado'),
  notOwner: () => new DomainError('NOT_GIVEAWAY_OWNER', 'Somente quem criou o sorteio pode fazer isso.'),
  notClosed: () =>
    new DomainError('GIVEAWAY_NOT_CLOSED', 'A lista de inscritos só pode ser publicada depois do encerramento, quando ela fica registrada no compromisso do sorteio.'),
  inconsistent: () => new DomainError('DRAW_INCONSISTENT', 'Os inscritos não conferem com o compromisso registrado no encerramento.'),
};

import { DomainError } from '../../../platform/ddd/domain-error';

export const discoveryErrors = {
  giveawayNotFound: () => new DomainError('GIVEAWAY_NOT_FOUND', 'Sorteio não encontrado'),
};

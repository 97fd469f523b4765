import { DomainError } from '../../../platform/ddd/domain-error';

export const liveErrors = {
  giveawayNotFound: () => new DomainError('GIVEAWAY_NOT_FOUND', 'Sorteio não encontrado'),
  unavailable: () => new DomainError('LIVE_UNAVAILABLE', 'A transmissão ao vivo está indisponível agora. Tente de novo em instantes.'),
};

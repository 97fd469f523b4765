import { DomainError } from '../../../platform/ddd/domain-error';

export const liveErrors = {
  giveawayNotFound: () => new DomainError('GIVEAWAY_NOT_FOUND', 'Sorteio não encontrado'),
  tooManyStreams: () =>
    new DomainError('TOO_MANY_LIVE_STREAMS', 'Muitas transmissões ao vivo abertas a partir desta conexão. Feche outras abas e tente de novo.'),
  unavailable: () => new DomainError('LIVE_UNAVAILABLE', 'A transmissão ao vivo está indisponível agora. Tente de novo em instantes.'),
};

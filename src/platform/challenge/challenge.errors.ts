import { DomainError } from '../ddd/domain-error';

export const challengeErrors = {
  /** 428: this request needs a solved proof-of-work challenge in the X-Altcha header. */
  required: () => new DomainError('CHALLENGE_REQUIRED', 'Confirme que você não é um robô e tente de novo.'),
  /** 400: the X-Altcha header is malformed, forged, expired or was already used. */
  invalid: () => new DomainError('CHALLENGE_INVALID', 'A verificação anti-robô falhou ou expirou. Tente de novo.'),
};

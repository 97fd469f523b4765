import { DomainError } from '../../../platform/ddd/domain-error';

export const socialErrors = {
  userNotFound: () => new DomainError('USER_NOT_FOUND', 'Usuário não encontrado'),
  cannotFollowSelf: () => new DomainError('CANNOT_FOLLOW_SELF', 'Você não pode seguir a si mesmo.'),
};

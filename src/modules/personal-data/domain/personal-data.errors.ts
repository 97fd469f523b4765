import { DomainError } from '../../../platform/ddd/domain-error';

export const personalDataErrors = {
  invalidCredentials: () => new DomainError('INVALID_CREDENTIALS', 'Senha incorreta. Nada foi excluído.'),
  passwordRequired: () =>
    new DomainError(
      'PASSWORD_REQUIRED',
      'Sua conta ainda não tem senha. Defina uma em "Esqueci minha senha" (enviamos um link ao seu e-mail) e confirme a exclusão com ela.',
    ),
  alreadyErased: () => new DomainError('ACCOUNT_ERASED', 'Esta conta já foi excluída.'),
  userNotFound: () => new DomainError('USER_NOT_FOUND', 'Usuário não encontrado.'),
};

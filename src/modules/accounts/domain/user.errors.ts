import { DomainError } from '../../../platform/ddd/domain-error';

export const accountErrors = {
  emailInUse: () => new DomainError('EMAIL_ALREADY_IN_USE', 'Este e-mail já está em uso.'),
  usernameTaken: () => new DomainError('USERNAME_TAKEN', 'Este nome de usuário já está em uso.'),
  weakPassword: (unmet: string[]) =>
    new DomainError('PASSWORD_DOES_NOT_MEET_REQUIREMENTS', `A senha não atende aos requisitos: ${unmet.join('; ')}.`, { unmet }),
  invalidCredentials: () => new DomainError('INVALID_CREDENTIALS', 'E-mail ou senha incorretos.'),
  userDisabled: () => new DomainError('USER_DISABLED', 'Esta conta foi desativada.'),
  invalidToken: () => new DomainError('INVALID_OR_EXPIRED_TOKEN', 'Link inválido ou expirado. Solicite um novo.'),
  disposableEmail: () => new DomainError('DISPOSABLE_EMAIL', 'Use um e-mail permanente; endereços temporários não são aceitos.'),
  userNotFound: () => new DomainError('USER_NOT_FOUND', 'Usuário não encontrado.'),
  alreadyRegistered: () => new DomainError('USER_ALREADY_REGISTERED', 'Este usuário já está cadastrado.'),
  sessionInvalid: () => new DomainError('UNAUTHENTICATED', 'Sessão expirada. Entre novamente.'),
  identityNotFound: () => new DomainError('IDENTITY_NOT_FOUND', 'Esta conta externa não está vinculada à sua conta.'),
  lastSignInMethod: () =>
    new DomainError(
      'LAST_SIGN_IN_METHOD',
      'Não é possível desvincular: esta é a única forma de entrar na sua conta. Defina uma senha antes (use “Esqueci minha senha” com o seu e-mail).',
    ),
};

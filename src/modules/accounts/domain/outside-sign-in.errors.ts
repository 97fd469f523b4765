import { DomainError } from '../../../platform/ddd/domain-error';

/**
 * Signing in with an outside OpenID Connect provider (docs/outside-accounts.md). The callback
 * answers each of these as a redirect to /login?erro=<code> (or the panel's, when linking),
 * where the SPA shows the message; the routes called with fetch answer them as JSON.
 */
export const outsideSignInErrors = {
  providerNotConfigured: () => new DomainError('PROVIDER_NOT_CONFIGURED', 'Este provedor de login não está configurado.'),
  providerUnavailable: () => new DomainError('OIDC_PROVIDER_UNAVAILABLE', 'O provedor de login não respondeu. Tente de novo em alguns minutos.'),
  invalidState: () => new DomainError('INVALID_OAUTH_STATE', 'Este pedido de login expirou ou já foi usado. Comece de novo.'),
  cancelled: () => new DomainError('OIDC_SIGN_IN_CANCELLED', 'O login pelo provedor foi cancelado.'),
  failed: () => new DomainError('OIDC_SIGN_IN_FAILED', 'Não foi possível confirmar sua identidade com o provedor. Tente de novo.'),
  emailMissing: () => new DomainError('OIDC_EMAIL_MISSING', 'O provedor não informou seu e-mail. Permita o acesso ao e-mail e tente de novo.'),
  emailNotVerified: () =>
    new DomainError(
      'OIDC_EMAIL_NOT_VERIFIED',
      'Já existe uma conta com este e-mail, mas o provedor não confirmou que o e-mail é seu. Entre com e-mail e senha e vincule a conta externa no seu painel.',
    ),
  accountEmailUnconfirmed: () =>
    new DomainError(
      'ACCOUNT_EMAIL_UNCONFIRMED',
      'Já existe uma conta com este e-mail, ainda não confirmado. Confirme o e-mail pelo link que enviamos (ou use “Esqueci minha senha”) e depois entre de novo por aqui.',
    ),
  identityTaken: () => new DomainError('IDENTITY_ALREADY_LINKED', 'Esta conta externa já está vinculada a outra conta do Sorteios.'),
};

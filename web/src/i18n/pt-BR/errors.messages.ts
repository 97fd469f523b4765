// Route-level texts ('Page not found', 'Page Not Found', 'Internal Server Error') are kept
// exactly as the product has always shown them; the end-to-end suite asserts them.
export const errorsMessages = {
  pages: {
    notFoundRoute: 'Page not found: {{path}}',
    notFoundParams: 'Page Not Found: {{path}}',
    notFoundTitle: 'Page Not Found',
    serverErrorTitle: 'Internal Server Error',
    status: 'Código {{status}}',
    goHome: 'Voltar para o início',
    chunkTitle: 'Não foi possível carregar esta página',
    chunkBody: 'Uma nova versão do site pode ter sido publicada. Ao navegar de novo, a página será recarregada.',
    reload: 'Recarregar página',
    unexpectedTitle: 'Algo deu errado',
    unexpectedBody: 'Ocorreu um erro inesperado ao abrir esta página.',
  },
  codes: {
    INVALID_CREDENTIALS: 'E-mail ou senha incorretos.',
    WRONG_PASSWORD: 'E-mail ou senha incorretos.',
    INVALID_EMAIL: 'O e-mail informado é inválido.',
    USER_NOT_FOUND: 'Usuário não encontrado.',
    EMAIL_ALREADY_IN_USE: 'Este e-mail já está em uso.',
    USERNAME_TAKEN: 'Este nome de usuário já está em uso.',
    TOO_MANY_REQUESTS: 'Muitas tentativas. Aguarde alguns minutos e tente novamente.',
    USER_DISABLED: 'Esta conta foi desativada.',
    PASSWORD_DOES_NOT_MEET_REQUIREMENTS: 'A senha não atende aos requisitos.',
    INVALID_OR_EXPIRED_TOKEN: 'Este link é inválido ou expirou. Solicite um novo.',
    NETWORK_ERROR: 'Falha na conexão. Verifique sua internet e tente novamente.',
    DISPOSABLE_EMAIL: 'Use um e-mail permanente; endereços temporários não são aceitos.',
    // Outside sign-in (Entrar com Google): the API sends these back as ?erro=<code>.
    PROVIDER_NOT_CONFIGURED: 'Este provedor de login não está configurado.',
    OIDC_PROVIDER_UNAVAILABLE: 'O provedor de login não respondeu. Tente de novo em alguns minutos.',
    INVALID_OAUTH_STATE: 'Este pedido de login expirou ou já foi usado. Comece de novo.',
    OIDC_SIGN_IN_CANCELLED: 'O login pelo provedor foi cancelado.',
    OIDC_SIGN_IN_FAILED: 'Não foi possível confirmar sua identidade com o provedor. Tente de novo.',
    OIDC_EMAIL_MISSING: 'O provedor não informou seu e-mail. Permita o acesso ao e-mail e tente de novo.',
    OIDC_EMAIL_NOT_VERIFIED:
      'Já existe uma conta com este e-mail, mas o provedor não confirmou que o e-mail é seu. Entre com e-mail e senha e vincule a conta externa no seu painel.',
    ACCOUNT_EMAIL_UNCONFIRMED:
      'Já existe uma conta com este e-mail, ainda não confirmado. Confirme o e-mail pelo link que enviamos (ou use “Esqueci minha senha”) e depois entre de novo por aqui.',
    IDENTITY_ALREADY_LINKED: 'Esta conta externa já está vinculada a outra conta do Sorteios.',
    IDENTITY_NOT_FOUND: 'Esta conta externa não está vinculada à sua conta.',
    LAST_SIGN_IN_METHOD: 'Não é possível desvincular: esta é a única forma de entrar na sua conta. Defina uma senha antes.',
  },
  unexpected: 'Ocorreu um erro inesperado. Tente novamente.',
} as const;

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
  },
  unexpected: 'Ocorreu um erro inesperado. Tente novamente.',
} as const;

export const homeMessages = {
  landing: {
    title: 'Sorteios justos, que qualquer pessoa pode conferir',
    intro: 'Crie sorteios, receba inscrições e sorteie os vencedores com um registro que ninguém consegue alterar.',
    signIn: 'Entrar',
    register: 'Criar conta',
    dashboard: 'Ir para o painel',
  },
} as const;

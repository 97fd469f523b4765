export const giveawaysMessages = {
  details: {
    loading: 'Carregando sorteio…',
    back: 'Voltar para o início',
  },
} as const;

export const searchMessages = {
  /** The header's link to /pesquisar. */
  nav: 'Pesquisar',
  title: 'Pesquisar',
  titleFor: 'Pesquisar: {{q}}',
  label: 'Buscar sorteios e pessoas',
  hint: 'Título, prêmio, descrição, nome ou @usuário. Maiúsculas e acentos não fazem diferença.',
  empty: 'Digite o que procura: o nome de um prêmio, uma cidade, uma pessoa.',
  tooShort_one: 'Digite pelo menos {{count}} letra.',
  tooShort_other: 'Digite pelo menos {{count}} letras.',
  searching: 'Buscando…',
  // pt-BR counts 0 as singular; i18next prefers _zero when count is 0.
  found_one: '{{count}} resultado',
  found_other: '{{count}} resultados',
  nothing: 'Nada encontrado para “{{q}}”.',
  failed: 'Não foi possível buscar: {{message}}',
  retry: 'Tentar novamente',
  giveaways: {
    title: 'Sorteios',
    drawDate: 'Sorteio em',
  },
  people: {
    title: 'Pessoas',
    verified: 'Verificado',
  },
} as const;

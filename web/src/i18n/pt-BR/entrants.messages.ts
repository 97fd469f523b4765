export const entrantsMessages = {
  page: {
    title: 'Inscritos',
    eyebrow: 'Inscritos do sorteio',
    back: 'Voltar para o sorteio',
    loading: 'Carregando inscritos…',
    loadingMore: 'Carregando mais inscritos…',
    searching: 'Buscando…',
    retry: 'Tentar novamente',
    notFound: 'Sorteio não encontrado',
  },
  // {{n}} is the number already formatted for pt-BR (100.000); count picks the plural.
  // pt-BR counts 0 as singular; i18next prefers _zero when count is 0.
  total_zero: 'Nenhum inscrito',
  total_one: '{{n}} inscrito',
  total_other: '{{n}} inscritos',
  found_zero: 'Nenhum encontrado',
  found_one: '{{n}} encontrado',
  found_other: '{{n}} encontrados',
  search: {
    label: 'Buscar por nome, e-mail ou usuário',
    hint: 'Maiúsculas e acentos não fazem diferença.',
  },
  empty: {
    none: 'Ninguém se inscreveu ainda.',
    noMatch: 'Nenhum inscrito encontrado para "{{q}}".',
  },
  table: {
    caption: 'Inscritos em {{titulo}}',
    scrollRegion: 'Tabela de inscritos; role para ver mais linhas e colunas',
    number: '#',
    nome: 'Nome',
    email: 'E-mail',
    username: 'Usuário',
    consentimentoContato: 'Aceita contato',
    createdAt: 'Data de inscrição',
    noAnswer: '—',
    viaInstagram: 'Comentário no Instagram',
  },
  export: {
    button: 'Exportar CSV',
    failed: 'Não foi possível exportar o CSV: {{message}}',
  },
} as const;

export const apiTokensMessages = {
  title: 'Tokens de API',
  intro:
    'Um token deixa uma integração (planilha, CRM, automação) ler os seus dados pela API, com Authorization: Bearer sor_…. Ele só lê o que os escopos escolhidos permitem, só dos seus sorteios, e nunca altera nada nem acessa a sua conta.',
  loading: 'Carregando tokens…',
  loadFailed: 'Não foi possível carregar os tokens.',
  retry: 'Tentar de novo',
  empty: 'Nenhum token ainda. Crie um abaixo para conectar uma integração.',
  count: '{{count}} de {{maximo}} tokens',
  pro: {
    title: 'Tokens de API fazem parte do Pro',
    body: 'No plano Pro, suas integrações leem seus sorteios, inscrições e resultados pela API. Tokens que você já criou continuam listados aqui para revogar; eles voltam a funcionar se você voltar ao Pro.',
    link: 'Ver o plano Pro',
  },
  // Keyed without the colon of the scope's name: i18next reads ':' as a namespace separator.
  scopes: {
    giveawaysRead: 'Ler sorteios',
    entriesRead: 'Ler inscrições',
    drawsRead: 'Ler resultados dos sorteios',
  },
  scopeHints: {
    giveawaysRead: 'Seus sorteios, em todos os status.',
    entriesRead: 'As inscrições dos seus sorteios, também em CSV.',
    drawsRead: 'O recibo e os ganhadores dos seus sorteios realizados.',
  },
  item: {
    criadoEm: 'Criado em {{data}}',
    ultimoUso: 'Último uso: {{data}}',
    nuncaUsado: 'Nunca usado',
    escopos: 'Escopos',
    revoke: 'Revogar',
    revokeLabel: 'Revogar o token {{nome}}',
  },
  revoke: {
    title: 'Revogar o token “{{nome}}”?',
    description: 'As integrações que usam este token deixam de funcionar imediatamente. Não é possível desfazer.',
    confirm: 'Revogar token',
    cancel: 'Cancelar',
    done: 'Token “{{nome}}” revogado.',
  },
  form: {
    title: 'Novo token',
    nome: 'Nome do token',
    nomeHint: 'Para você reconhecer o token na lista, como “Planilha do Zapier”.',
    escopos: 'O que este token pode ler',
    submit: 'Criar token',
    errors: {
      nomeRequired: 'Dê um nome ao token.',
      nomeTooLong: 'O nome pode ter no máximo 60 caracteres.',
      escopos: 'Escolha ao menos um escopo.',
    },
  },
  created: {
    title: 'Token “{{nome}}” criado',
    warning: 'Copie o token agora e guarde-o em um lugar seguro: por segurança, ele não será mostrado de novo.',
    label: 'Seu novo token',
    copy: 'Copiar token',
    copied: 'Token copiado.',
    copyFailed: 'Não foi possível copiar. O token está selecionado: copie com Ctrl+C (ou ⌘+C).',
    done: 'Já copiei',
  },
};

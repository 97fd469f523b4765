export const plansMessages = {
  /** By plan id: GET /api/me/plan names the plan only by its id. */
  nomes: { gratis: 'Grátis', pro: 'Pro' },
  /** By feature id (the API's `recursos`). */
  recursos: {
    webhooks: 'Webhooks: seus sistemas avisados a cada inscrição e sorteio',
    'tokens-api': 'Tokens de API para ler seus sorteios, inscrições e resultados',
    instagram: 'Importação de comentários do Instagram',
    'insights-completos': 'Relatórios completos de visitas, origens e conversão',
    'sem-rodape': 'Página do sorteio sem o rodapé do Sorteios',
  },
  unlimited: 'Ilimitado',
  pricing: {
    title: 'Planos e preços',
    intro: 'Comece grátis e passe para o Pro quando seus sorteios crescerem. Todo sorteio, em qualquer plano, pode ser conferido por qualquer pessoa.',
    loading: 'Carregando planos…',
    failed: 'Não foi possível carregar os planos.',
    retry: 'Tentar de novo',
    cycle: 'Período de cobrança',
    monthly: 'Mensal',
    yearly: 'Anual',
    perMonth: 'por mês',
    perYear: 'por ano',
    yearlySaving: 'Economize {{valor}} por ano: dois meses grátis.',
    limitsTitle: 'Limites',
    limits: {
      sorteiosAtivos: 'Sorteios ativos ao mesmo tempo',
      inscricoesPorSorteio: 'Inscrições por sorteio',
      vencedoresESuplentes: 'Vencedores e suplentes por sorteio',
      camposPersonalizados: 'Campos personalizados no formulário',
    },
    includesTitle: 'O que inclui',
    essentials: 'Criar, publicar e sortear com resultado verificável por qualquer pessoa.',
    moreThanFree: 'Tudo do plano Grátis, e ainda:',
    startFree: 'Começar grátis',
    createGiveaway: 'Criar sorteio',
    contactToSubscribe: 'Fale com a equipe para assinar',
    faqTitle: 'Perguntas frequentes',
    /** In the order the page asks them (FAQ_KEYS in the pricing page). */
    faq: {
      assinar: {
        pergunta: 'Como assino o Pro?',
        resposta: 'Por enquanto, o Pro é ativado pela nossa equipe. Escreva para nós pelo Fale conosco e combinamos a forma de pagamento.',
      },
      ativos: {
        pergunta: 'O que conta como sorteio ativo?',
        resposta: 'Um sorteio publicado que ainda recebe inscrições. Rascunhos não contam, e um sorteio deixa de contar quando é encerrado, realizado, cancelado ou excluído.',
      },
      verificavel: {
        pergunta: 'O sorteio verificável está em todos os planos?',
        resposta: 'Sim. Em qualquer plano, o resultado traz o recibo com que qualquer pessoa confere que o sorteio foi justo.',
      },
      prazo: {
        pergunta: 'O plano Grátis tem prazo?',
        resposta: 'Não. O plano Grátis não expira e não pede cartão de crédito.',
      },
    },
  },
  myPlan: {
    title: 'Seu plano',
    loading: 'Carregando seu plano…',
    failed: 'Não foi possível carregar seu plano.',
    /** "Plano Grátis · 2 de 3 sorteios ativos"; count is the plan's limit. */
    usage_one: 'Plano {{plano}} · {{uso}} de {{count}} sorteio ativo',
    usage_other: 'Plano {{plano}} · {{uso}} de {{count}} sorteios ativos',
    unlimited: 'Plano {{plano}} · sorteios ativos ilimitados',
    seePlans: 'Ver planos e preços',
  },
} as const;

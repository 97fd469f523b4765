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
  /** Next to a refusal of the plan (PLAN_LIMIT_REACHED, PLAN_REQUIRED), wherever it is shown. */
  refusal: {
    seePlans: 'Ver planos',
  },
  /** By billing cycle (`ciclo`). */
  ciclos: { mensal: 'Mensal', anual: 'Anual' },
  billing: {
    manage: 'Gerenciar assinatura',
    /** /dashboard?assinatura=sucesso: back from a paid checkout. */
    success: 'Pagamento recebido! Seu Pro será ativado em instantes.',
    /** /precos?assinatura=cancelada: back from a checkout left unpaid. */
    cancelled: 'Assinatura não concluída. Nada foi cobrado.',
  },
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
    subscribe: 'Assinar o Pro',
    alreadyPro: 'Você já é Pro',
    contactTeam: 'Fale com a equipe',
    faqTitle: 'Perguntas frequentes',
    /** In the order the page asks them (FAQ_KEYS in the pricing page). */
    faq: {
      assinar: {
        pergunta: 'Como assino o Pro?',
        resposta: 'Escolha Mensal ou Anual e toque em Assinar o Pro: o pagamento é feito numa página segura do nosso parceiro de pagamentos, e o Pro é ativado assim que ele for aprovado. Se o botão não aparecer, escreva para nós pelo Fale conosco e combinamos a forma de pagamento.',
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
    discoverPro: 'Conhecer o Pro',
    /** "Pro até 12/12/2026": when the paid period ends. */
    proUntil: 'Pro até {{data}}',
    notRenewing: 'Não será renovado',
    grantedByTeam: 'Concedido pela equipe',
    cycles: { mensal: 'Cobrança mensal', anual: 'Cobrança anual' },
  },
  /** The admin area's subscriptions (/boss/assinaturas) and each account's plan history (/boss/usuarios). */
  boss: {
    title: 'Assinaturas',
    intro: 'Quem é Pro agora, quanto as assinaturas pagas rendem por mês e quem recebeu o Pro da equipe.',
    counts: 'Números das assinaturas',
    mrr: 'Receita mensal recorrente',
    mrrNote: 'Assinaturas anuais contam 1/12 por mês',
    paid: 'Assinantes pagos',
    granted: 'Pro concedido pela equipe',
    table: 'Pessoas com Pro agora',
    empty: 'Ninguém tem o Pro agora.',
    username: 'Usuário',
    origem: 'Origem',
    ciclo: 'Ciclo',
    ativoAte: 'Até',
    desde: 'Desde',
    situacao: 'Situação',
    noEnd: 'Sem prazo',
    none: '—',
    cancelled: 'Cancelada',
    active: 'Ativa',
    origens: { stripe: 'Stripe', admin: 'Equipe' },
    history: {
      toggle: 'Histórico do plano',
      title: 'Histórico do plano de @{{username}}',
      loading: 'Carregando histórico…',
      failed: 'Não foi possível carregar o histórico do plano.',
      empty: 'Nenhuma mudança de plano registrada.',
      motivo: 'Motivo: {{motivo}}',
      events: {
        ProActivated: 'Pro ativado',
        ProActivatedWithSource: 'Pro ativado ({{origem}})',
        ProActivatedWithSourceUntil: 'Pro ativado ({{origem}}) até {{data}}',
        ProRenewed: 'Renovado',
        ProRenewedUntil: 'Renovado até {{data}}',
        ProCancelled: 'Cancelado',
        ProCancelledUntil: 'Cancelado (vale até {{data}})',
        ProExpired: 'Pro encerrado',
        ProPaymentFailed: 'Pagamento falhou',
        ProEndingNoticed: 'Aviso de fim enviado',
      },
    },
  },
} as const;

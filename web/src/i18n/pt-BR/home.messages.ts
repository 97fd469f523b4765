export const homeMessages = {
  landing: {
    title: 'Sorteios justos, que qualquer pessoa pode conferir',
    intro: 'Crie sorteios, receba inscrições e sorteie os vencedores com um registro que ninguém consegue alterar.',
    signIn: 'Entrar',
    register: 'Criar conta',
    dashboard: 'Ir para o painel',
    feed: 'Ver o meu feed',
    explore: 'Explorar sorteios abertos',
  },
  how: {
    title: 'Como funciona',
    create: { title: 'Crie o sorteio.', body: 'Diga o que vai sortear, até quando aceita inscrições e o regulamento.' },
    enter: { title: 'Receba inscrições.', body: 'Cada pessoa se inscreve uma vez; ao encerrar, a lista de inscritos fica registrada e não muda mais.' },
    draw: {
      title: 'Sorteie com recibo.',
      body: 'O resultado vem de um número secreto que fica lacrado desde o encerramento das inscrições e, se você quiser, também de um número público, como o da Loteria Federal: ninguém escolhe quem ganha.',
    },
    verify: {
      title: 'Qualquer pessoa confere.',
      body: 'O recibo traz tudo o que é preciso para refazer as contas no próprio navegador. Cada participante também pode provar que estava na lista.',
    },
  },
  endingSoon: {
    title: 'Terminando em breve',
    loading: 'Carregando sorteios…',
    loadFailed: 'Não foi possível carregar os sorteios.',
    retry: 'Tentar de novo',
    empty: 'Nenhum sorteio aberto agora. Que tal criar o primeiro?',
    seeAll: 'Ver todos os sorteios abertos',
  },
  cta: {
    title: 'Faça o seu sorteio',
    body: 'Crie em poucos minutos, divulgue o link e sorteie com um resultado que os seus seguidores podem conferir.',
    create: 'Criar um sorteio',
    register: 'Criar conta e começar',
  },
} as const;

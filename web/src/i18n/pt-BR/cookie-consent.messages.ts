/** The cookie consent banner and preferences (vanilla-cookieconsent), as the ANPD guide asks: plain words, equal choices. */
export const cookieConsentMessages = {
  footerLink: 'Preferências de cookies',
  banner: {
    label: 'Consentimento de cookies',
    title: 'Sua privacidade',
    description:
      'Usamos cookies e armazenamento do navegador necessários para você entrar na sua conta e para o site funcionar. Cookies opcionais, como os de estatísticas, só são usados se você aceitar. Você pode mudar a escolha quando quiser em “Preferências de cookies”, no rodapé.',
    accept: 'Aceitar',
    reject: 'Rejeitar',
    manage: 'Gerenciar preferências',
    privacy: 'Política de privacidade',
  },
  preferences: {
    title: 'Preferências de cookies',
    acceptAll: 'Aceitar todos',
    rejectAll: 'Rejeitar todos',
    save: 'Salvar preferências',
    close: 'Fechar',
    serviceCounter: 'Serviço|Serviços',
    intro: {
      title: 'Como usamos cookies',
      description:
        'Cookies e armazenamento do navegador guardam pequenas informações no seu aparelho. Os necessários estão sempre ativos; os opcionais dependem da sua escolha, e nenhum deles é carregado antes dela.',
    },
    necessary: {
      title: 'Necessários',
      badge: 'Sempre ativos',
      description:
        'Mantêm você conectado com segurança, lembram um aparelho já usado para entrar, protegem o login com uma conta externa e guardam escolhas suas, como esta e a de não instalar o app. Sem eles o site não funciona.',
    },
    analytics: {
      title: 'Estatísticas',
      description:
        'Ajudariam a entender como o site é usado. Hoje não usamos nenhum serviço desta categoria (as visualizações dos sorteios são contadas sem cookies): se um dia usarmos, ele só será carregado com o seu consentimento.',
    },
    more: {
      title: 'Mais informações',
      description: 'Veja a política de privacidade para saber quais dados guardamos e por quanto tempo.',
    },
    table: {
      name: 'Nome',
      purpose: 'Para quê',
      duration: 'Duração',
    },
    cookies: {
      refresh: 'Renova a sua sessão sem pedir a senha de novo.',
      sessionHint: 'Diz ao site que há uma sessão a renovar (sem ela, não pergunta).',
      device: 'Reconhece um aparelho já usado para entrar, contra tentativas de login.',
      oidc: 'Guarda o estado de um login com Google ou outra conta externa enquanto ele acontece.',
      consent: 'Guarda a sua escolha sobre cookies.',
      installDeclined: 'Lembra que você não quer instalar o app (armazenamento local).',
      days: '{{count}} dias',
      minutes: 'Alguns minutos',
      session: 'Até fechar a aba',
    },
  },
};

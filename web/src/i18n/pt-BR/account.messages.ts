export const accountMessages = {
  dashboard: {
    title: 'Painel',
    greeting: 'Olá, {{nome}}!',
    profile: 'Seus dados',
    nome: 'Nome',
    sobrenome: 'Sobrenome',
    username: 'Nome de usuário',
    email: 'E-mail',
    emailVerified: 'E-mail verificado',
    emailNotVerifiedHint: 'Abra o link que enviamos para o seu e-mail para confirmá-lo.',
    resend: 'Reenviar e-mail de confirmação',
    resendDone: 'Enviamos um novo link para {{email}}. O link anterior deixou de valer.',
    signOut: 'Sair',
    editProfile: 'Editar perfil',
    viewProfile: 'Ver meu perfil público',
  },
} as const;

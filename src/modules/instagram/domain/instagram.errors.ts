import { DomainError, PRICING_PATH } from '../../../platform/ddd/domain-error';

export const instagramErrors = {
  notConfigured: () => new DomainError('PROVIDER_NOT_CONFIGURED', 'A conexão com o Instagram não está configurada neste servidor.', { provider: 'instagram' }),
  planRequired: () =>
    new DomainError('PLAN_REQUIRED', 'Conectar o Instagram faz parte do plano Pro. Assine o Pro para listar seus posts e sortear entre os comentários.', {
      recurso: 'instagram',
      precos: PRICING_PATH,
    }),
  invalidState: () =>
    new DomainError('INVALID_OAUTH_STATE', 'Este retorno do Instagram não vale mais (expirou, já foi usado ou não é desta sessão). Clique em "Conectar Instagram" de novo.'),
  authorizationFailed: () =>
    new DomainError('INSTAGRAM_AUTHORIZATION_FAILED', 'O Instagram não aceitou a autorização. Clique em "Conectar Instagram" de novo.'),
  notConnected: () => new DomainError('INSTAGRAM_NOT_CONNECTED', 'Nenhuma conta do Instagram está conectada. Conecte uma em Integrações.'),
  mediaNotFound: () => new DomainError('INSTAGRAM_MEDIA_NOT_FOUND', 'Post não encontrado na conta do Instagram conectada.'),
  tokenExpired: () =>
    new DomainError('INSTAGRAM_TOKEN_EXPIRED', 'O Instagram não aceita mais a conexão (acesso expirado ou removido). Conecte a conta de novo em Integrações.'),
  permissionMissing: () =>
    new DomainError('INSTAGRAM_PERMISSION_MISSING', 'A conta do Instagram foi conectada sem a permissão de ler comentários. Conecte de novo e aceite todas as permissões.'),
  rateLimited: (retryAfterSeconds: number) =>
    new DomainError('INSTAGRAM_RATE_LIMITED', `O Instagram pediu uma pausa nas consultas. Tente novamente em ${Math.max(1, Math.ceil(retryAfterSeconds / 60))} minuto(s).`, {
      retryAfterSeconds,
    }),
  unavailable: () => new DomainError('INSTAGRAM_UNAVAILABLE', 'O Instagram não respondeu agora. Tente novamente em alguns minutos.'),
};
